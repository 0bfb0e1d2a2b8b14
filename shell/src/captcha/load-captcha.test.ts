import type { CaptchaClientConfig } from '@storefront/contracts';
import type { Grecaptcha } from './grecaptcha';
import { CAPTCHA_LOAD_TIMEOUT_MS, captchaScriptSrc, forgetCaptchaScript, loadCaptcha } from './load-captcha';

const GOOGLE_V3: CaptchaClientConfig = { siteKey: 'k', version: 3, hideBadge: true, scriptUrl: 'https://www.google.com/recaptcha/api.js?render=k' };
const scripts = () => document.head.querySelectorAll<HTMLScriptElement>('script');

afterEach(() => {
  forgetCaptchaScript();
  scripts().forEach((script) => script.remove());
  delete window.grecaptcha;
  jest.useRealTimers();
});

describe('loadCaptcha', () => {
  it('adds the reader\'s language to the script address', () => {
    expect(captchaScriptSrc(GOOGLE_V3, 'km')).toBe('https://www.google.com/recaptcha/api.js?render=k&hl=km');
    expect(captchaScriptSrc({ ...GOOGLE_V3, scriptUrl: '/sandbox-captcha/api.js' }, 'en')).toBe('/sandbox-captcha/api.js?hl=en');
  });

  it('adds one script per page however many forms ask, and answers grecaptcha once it is ready', async () => {
    const first = loadCaptcha(GOOGLE_V3, 'en');
    const second = loadCaptcha(GOOGLE_V3, 'en');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
    let ready: () => void = () => undefined;
    const api = { ready: (callback: () => void) => (ready = callback) } as unknown as Grecaptcha;
    window.grecaptcha = api;
    scripts()[0]!.onload?.(new Event('load'));
    ready();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('gives up after its timeout, forgets the script and tries again next time', async () => {
    jest.useFakeTimers();
    const attempt = loadCaptcha(GOOGLE_V3, 'en');
    jest.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS);
    await expect(attempt).rejects.toThrow('the captcha script did not load in time');
    expect(scripts()).toHaveLength(0);
    void loadCaptcha(GOOGLE_V3, 'en').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
