import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  googleCallbackSchema,
  linkTokenParamsSchema,
  loginResultSchema,
  oauthNonceSchema,
  okAnswerSchema,
  otpCodeSchema,
  recoveryCodesSchema,
  resetPasswordSchema,
  sessionLogSchema,
  signInLogSchema,
  signUpSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from '../identity.schema';
import { localeUpdateSchema, loginSchema, sessionAnswerSchema, userInfoSchema } from '../user';
import { defineEndpoints } from './endpoint.schema';

/**
 * Identity (spec §5, §8): signing up and in (password, Google, the two-factor step), the session, the signed-in
 * user, the password, email verification and two-factor authentication. The signed-in user lives in the
 * platform's auth state (not a cache), so the calls that answer a newer user are called imperatively; the tag
 * `User` marks what reads the account itself, `SignIn` the sign-in log.
 * Said once here; the browser's `identityEndpoints` (./identity.ts) is generated from it.
 */
export const identitySchemas = defineEndpoints(
  { area: 'identity', declarations: 'identityEndpoints' },
  {
    signIn: { method: 'POST', path: '/api/users/login', body: loginSchema, response: loginResultSchema },
    verifySignInCode: { method: 'POST', path: '/api/users/login/2fa/verify', body: twoFactorLoginSchema, response: loginResultSchema },
    googleSignIn: { method: 'POST', path: '/api/users/google/callback', body: googleCallbackSchema, response: loginResultSchema },
    createOauthNonce: { method: 'POST', path: '/api/users/oauth/nonce', response: oauthNonceSchema },
    refreshSession: { method: 'POST', path: '/api/users/refresh-token', response: z.null(), status: 204 },
    signOut: { method: 'POST', path: '/api/users/logout', response: z.null(), status: 204 },
    signUp: { method: 'POST', path: '/api/users', body: signUpSchema, response: loginResultSchema, status: 201 },
    getSession: { method: 'GET', path: '/api/session', response: sessionAnswerSchema, tags: ['User'] },
    getUserInformation: { method: 'GET', path: '/api/users/getUserInformation', response: userInfoSchema, tags: ['User'] },
    setLocale: { method: 'PATCH', path: '/api/users/locale', body: localeUpdateSchema, response: userInfoSchema, tags: ['User'] },
    recordSignIn: { method: 'POST', path: '/api/users/session-log', body: sessionLogSchema.optional(), response: okAnswerSchema, status: 201, tags: ['SignIn'] },
    listSignIns: { method: 'GET', path: '/api/users/session-log', response: signInLogSchema, tags: ['SignIn'] },
    sendEmailCode: { method: 'POST', path: '/api/user/otp/send-email', response: okAnswerSchema },
    verifyEmail: { method: 'PATCH', path: '/api/users/verify-email', body: otpCodeSchema, response: userInfoSchema, tags: ['User'] },
    forgotPassword: { method: 'POST', path: '/api/users/forgot-password', body: forgotPasswordSchema, response: okAnswerSchema },
    checkResetLink: { method: 'GET', path: '/api/users/reset-password/:token', params: linkTokenParamsSchema, response: okAnswerSchema },
    resetPassword: { method: 'PUT', path: '/api/users/reset-password/:token', params: linkTokenParamsSchema, body: resetPasswordSchema, response: okAnswerSchema },
    changePassword: { method: 'PATCH', path: '/api/users/password', body: changePasswordSchema, response: okAnswerSchema, tags: ['User'] },
    startTwoFactorSetup: { method: 'POST', path: '/api/2fa/turn-on', response: twoFactorSetupSchema },
    confirmTwoFactorSetup: { method: 'POST', path: '/api/2fa/turn-on/verify', body: otpCodeSchema, response: recoveryCodesSchema, tags: ['User'] },
    requestTwoFactorOff: { method: 'POST', path: '/api/2fa/turn-off', response: okAnswerSchema },
    confirmTwoFactorOff: { method: 'PUT', path: '/api/2fa/turn-off/:token', params: linkTokenParamsSchema, response: okAnswerSchema, tags: ['User'] },
  },
);
