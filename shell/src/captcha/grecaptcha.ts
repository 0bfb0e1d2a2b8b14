/**
 * The part of Google reCAPTCHA's `window.grecaptcha` the shell uses
 * (https://developers.google.com/recaptcha/docs/display, …/docs/v3); the sandbox's script offers the same.
 */
export interface GrecaptchaRenderParameters {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  hl?: string;
}

export interface Grecaptcha {
  ready(callback: () => void): void;
  /** Version 2: renders the checkbox into the container; answers its widget id. */
  render(container: HTMLElement | string, parameters: GrecaptchaRenderParameters): number;
  /** Version 3: a token for this action. */
  execute(siteKey: string, options: { action: string }): Promise<string>;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}
