import type { z } from 'zod';
import type { LoginResult, TwoFactorSetup } from '../identity';
import type {
  changePasswordSchema,
  forgotPasswordSchema,
  googleCallbackSchema,
  oauthNonceSchema,
  okAnswerSchema,
  otpCodeSchema,
  recoveryCodesSchema,
  resetPasswordSchema,
  sessionLogSchema,
  SignInLogEntry,
  signUpSchema,
  twoFactorLoginSchema,
} from '../identity.schema';
import type { localeUpdateSchema, loginSchema, SessionAnswer, UserInfo } from '../user';
import { typed, type Endpoints } from './endpoint';

type Ok = z.infer<typeof okAnswerSchema>;

/**
 * Identity (spec §5, §8): signing up and in (password, Google, the two-factor step), the session, the signed-in
 * user, the password, email verification and two-factor authentication. The signed-in user lives in the
 * platform's auth state (not a cache), so the calls that answer a newer user are called imperatively; the tag
 * `User` marks what reads the account itself, `SignIn` the sign-in log.
 */
export const identityEndpoints = {
  signIn: { method: 'POST', path: '/api/users/login', body: typed<z.input<typeof loginSchema>>(), response: typed<LoginResult>() },
  verifySignInCode: { method: 'POST', path: '/api/users/login/2fa/verify', body: typed<z.input<typeof twoFactorLoginSchema>>(), response: typed<LoginResult>() },
  googleSignIn: { method: 'POST', path: '/api/users/google/callback', body: typed<z.input<typeof googleCallbackSchema>>(), response: typed<LoginResult>() },
  createOauthNonce: { method: 'POST', path: '/api/users/oauth/nonce', response: typed<z.infer<typeof oauthNonceSchema>>() },
  refreshSession: { method: 'POST', path: '/api/users/refresh-token', response: typed<null>() },
  signOut: { method: 'POST', path: '/api/users/logout', response: typed<null>() },
  signUp: { method: 'POST', path: '/api/users', body: typed<z.input<typeof signUpSchema>>(), response: typed<LoginResult>() },
  getSession: { method: 'GET', path: '/api/session', response: typed<SessionAnswer>(), tags: ['User'] },
  getUserInformation: { method: 'GET', path: '/api/users/getUserInformation', response: typed<UserInfo>(), tags: ['User'] },
  setLocale: { method: 'PATCH', path: '/api/users/locale', body: typed<z.input<typeof localeUpdateSchema>>(), response: typed<UserInfo>(), tags: ['User'] },
  recordSignIn: { method: 'POST', path: '/api/users/session-log', body: typed<z.input<typeof sessionLogSchema> | undefined>(), response: typed<Ok>(), tags: ['SignIn'] },
  listSignIns: { method: 'GET', path: '/api/users/session-log', response: typed<SignInLogEntry[]>(), tags: ['SignIn'] },
  sendEmailCode: { method: 'POST', path: '/api/user/otp/send-email', response: typed<Ok>() },
  verifyEmail: { method: 'PATCH', path: '/api/users/verify-email', body: typed<z.input<typeof otpCodeSchema>>(), response: typed<UserInfo>(), tags: ['User'] },
  forgotPassword: { method: 'POST', path: '/api/users/forgot-password', body: typed<z.input<typeof forgotPasswordSchema>>(), response: typed<Ok>() },
  checkResetLink: { method: 'GET', path: '/api/users/reset-password/:token', response: typed<Ok>() },
  resetPassword: { method: 'PUT', path: '/api/users/reset-password/:token', body: typed<z.input<typeof resetPasswordSchema>>(), response: typed<Ok>() },
  changePassword: { method: 'PATCH', path: '/api/users/password', body: typed<z.input<typeof changePasswordSchema>>(), response: typed<Ok>(), tags: ['User'] },
  startTwoFactorSetup: { method: 'POST', path: '/api/2fa/turn-on', response: typed<TwoFactorSetup>() },
  confirmTwoFactorSetup: { method: 'POST', path: '/api/2fa/turn-on/verify', body: typed<z.input<typeof otpCodeSchema>>(), response: typed<z.infer<typeof recoveryCodesSchema>>(), tags: ['User'] },
  requestTwoFactorOff: { method: 'POST', path: '/api/2fa/turn-off', response: typed<Ok>() },
  confirmTwoFactorOff: { method: 'PUT', path: '/api/2fa/turn-off/:token', response: typed<Ok>(), tags: ['User'] },
} as const satisfies Endpoints;
