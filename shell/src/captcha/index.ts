export { useCaptcha, type Captcha, type CaptchaStatus } from './use-captcha';
export { CaptchaField } from './CaptchaField';
export { CaptchaNotice } from './CaptchaNotice';
export { CaptchaError } from './captcha-error';
export { loadCaptcha, captchaScriptSrc } from './load-captcha';
