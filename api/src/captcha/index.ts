export type { CaptchaCheck, CaptchaRefusal, CaptchaVerdict, CaptchaVerifier, SiteverifyAnswer } from './captcha-verifier';
export { RecaptchaVerifier, httpTransport, type RecaptchaVerifierOptions, type SiteverifyTransport } from './recaptcha-verifier';
export { SandboxCaptcha, SANDBOX_TOKEN_TTL_MS, SANDBOX_DEFAULT_SCORE, type MintRequest, type MintResult } from './sandbox-captcha';
export { sandboxCaptchaRoutes, SANDBOX_CAPTCHA_PREFIX } from './sandbox-routes';
export { captchaClientConfig, captchaCspSources, GOOGLE_VERIFY_URL } from './client-config';
export { captchaPlugin, createCaptchaVerifier, ownSandboxTransport, requireCaptcha, type CaptchaService, type RequireCaptchaOptions } from './plugin';
export { failedLoginBefore, noteFailedLoginFrom, failedFromAddressKey, CAPTCHA_AFTER_FAILURE_MINUTES } from './login-failures';
