export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { TwoFactorDisabledPage } from './TwoFactorDisabledPage';
export { DevMailboxPage } from './DevMailboxPage';
