/** Test helpers for forms with a captcha: a fake grecaptcha, its script arriving or failing, a store with a captcha configured. Only tests import this file. */
import { act } from '@testing-library/react';
import { HEADERS, type CaptchaClientConfig, type StorefrontConfig } from '@storefront/contracts';
import { apiClient, createStore, fetchConfig, fetchCurrentUser } from '@storefront/platform';
import type { Grecaptcha, GrecaptchaRenderParameters } from './grecaptcha';
import { forgetCaptchaScript } from './load-captcha';

export const CAPTCHA_V3: CaptchaClientConfig = { siteKey: 'site-3', version: 3, hideBadge: false, scriptUrl: '/sandbox-captcha/api.js?render=site-3' };
export const CAPTCHA_V2: CaptchaClientConfig = { siteKey: 'site-2', version: 2, hideBadge: false, scriptUrl: '/sandbox-captcha/api.js?render=explicit' };

const baseConfig: StorefrontConfig = {
  theme: 'default',
  flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true },
  vatRateBasisPoints: 1000,
  currency: 'USD',
  timezone: 'Asia/Bangkok',
  captcha: null,
};

/** A store whose GET /api/config answered with this captcha, and a guest (so guest-only pages render). */
export function storeWithCaptcha(captcha: CaptchaClientConfig | null) {
  const store = createStore();
  store.dispatch(fetchConfig.fulfilled({ ...baseConfig, captcha }, 'config'));
  store.dispatch(fetchCurrentUser.fulfilled(null, 'user'));
  return store;
}

/** A grecaptcha like Google's: the v2 checkbox ticks into 'v2-token', execute answers 'v3-token-for-<action>'. */
export function fakeGrecaptcha() {
  const widgets: { params: GrecaptchaRenderParameters }[] = [];
  const api: Grecaptcha & { execute: jest.Mock; reset: jest.Mock } = {
    ready: (callback) => callback(),
    render: (container, params) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => params.callback?.('v2-token'));
      label.append(box, "I'm not a robot");
      (container as HTMLElement).appendChild(label);
      widgets.push({ params });
      return widgets.length - 1;
    },
    execute: jest.fn(async (_siteKey: string, { action }: { action: string }) => `v3-token-for-${action}`),
    getResponse: () => '',
    reset: jest.fn(),
  };
  return { api, widgets };
}

export const captchaScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="sandbox-captcha"]');

/** The page's captcha script arrives: grecaptcha appears and the script's load event fires. */
export async function captchaScriptLoads(api: Grecaptcha) {
  await act(async () => {
    window.grecaptcha = api;
    captchaScript()!.onload?.(new Event('load'));
  });
}

export async function captchaScriptFails() {
  await act(async () => {
    captchaScript()!.onerror?.(new Event('error'));
  });
}

/** A fresh page for the next test. */
export function forgetCaptcha() {
  forgetCaptchaScript();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
}

/** Records the captcha header of every api call (fakeApi records bodies, not headers); install after fakeApi. */
export function recordCaptchaHeaders() {
  const seen: { url: string; token: string | undefined }[] = [];
  const inner = apiClient.defaults.adapter as (config: { url?: string; headers: { get(name: string): unknown } }) => Promise<unknown>;
  apiClient.defaults.adapter = ((config: { url?: string; headers: { get(name: string): unknown } }) => {
    const token = config.headers.get(HEADERS.captchaToken);
    seen.push({ url: config.url ?? '', token: typeof token === 'string' ? token : undefined });
    return inner(config);
  }) as typeof apiClient.defaults.adapter;
  return seen;
}
