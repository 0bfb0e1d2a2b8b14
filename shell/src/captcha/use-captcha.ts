import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaAction, CaptchaClientConfig } from '@storefront/contracts';
import { selectConfig, useAppSelector, useLocale } from '@storefront/platform';
import { CaptchaError } from './captcha-error';
import type { Grecaptcha } from './grecaptcha';
import { loadCaptcha } from './load-captcha';
import './register';

export type CaptchaStatus = 'off' | 'idle' | 'loading' | 'ready' | 'failed';

export interface Captcha {
  /** The captcha the server configured (GET /api/config), or null: off, nothing is loaded or sent. */
  config: CaptchaClientConfig | null;
  action: CaptchaAction;
  status: CaptchaStatus;
  /** Version 2: whether the checkbox holds a token now. */
  ticked: boolean;
  /**
   * The token for the next protected call: null when the captcha is off; version 3 asks the script for a
   * token for the action; version 2 answers the ticked checkbox's token. Throws a CaptchaError
   * (CAPTCHA_REQUIRED: not ticked; CAPTCHA_UNAVAILABLE: the script failed) instead.
   */
  getToken(): Promise<string | null>;
  /** After a call used the token (tokens are single-use): version 2 unticks the checkbox. */
  reset(): void;
  /** CaptchaField: renders the version 2 checkbox into its container once the script is ready. */
  renderInto(container: HTMLElement): void;
}

/**
 * A protected form's captcha for one action. The script loads when the form is on screen and `active`
 * (the sign-in form activates it only after a failed attempt), never when the captcha is off.
 */
export function useCaptcha(action: CaptchaAction, { active = true }: { active?: boolean } = {}): Captcha {
  const config = useAppSelector(selectConfig)?.captcha ?? null;
  const { locale } = useLocale();
  const [status, setStatus] = useState<CaptchaStatus>(config ? 'idle' : 'off');
  const [ticked, setTicked] = useState(false);
  const grecaptcha = useRef<Grecaptcha | null>(null);
  const token = useRef<string | null>(null);
  const widget = useRef<{ container: HTMLElement; id: number } | null>(null);
  // The script's language is the reader's when it first loads (Google's widget keeps it for the page).
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    if (!config) {
      setStatus('off');
      return;
    }
    if (!active) return;
    let live = true;
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    loadCaptcha(config, localeRef.current).then(
      (loaded) => {
        if (!live) return;
        grecaptcha.current = loaded;
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [config, active]);

  const getToken = useCallback(async (): Promise<string | null> => {
    if (!config) return null;
    if (config.version === 2) {
      if (!token.current) throw new CaptchaError(status === 'failed' ? 'CAPTCHA_UNAVAILABLE' : 'CAPTCHA_REQUIRED');
      return token.current;
    }
    try {
      const loaded = grecaptcha.current ?? (await loadCaptcha(config, localeRef.current));
      grecaptcha.current = loaded;
      return await loaded.execute(config.siteKey, { action });
    } catch {
      throw new CaptchaError('CAPTCHA_UNAVAILABLE');
    }
  }, [config, action, status]);

  const reset = useCallback(() => {
    token.current = null;
    setTicked(false);
    if (grecaptcha.current && widget.current) grecaptcha.current.reset(widget.current.id);
  }, []);

  const renderInto = useCallback(
    (container: HTMLElement) => {
      const loaded = grecaptcha.current;
      if (!config || config.version !== 2 || !loaded || widget.current?.container === container) return;
      token.current = null;
      setTicked(false);
      const id = loaded.render(container, {
        sitekey: config.siteKey,
        hl: localeRef.current,
        callback: (value) => {
          token.current = value;
          setTicked(true);
        },
        'expired-callback': () => {
          token.current = null;
          setTicked(false);
        },
        'error-callback': () => {
          token.current = null;
          setTicked(false);
        },
      });
      widget.current = { container, id };
    },
    [config],
  );

  return { config, action, status, ticked, getToken, reset, renderInto };
}
