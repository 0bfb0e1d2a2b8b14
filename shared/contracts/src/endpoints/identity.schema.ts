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
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { identityEndpoints } from './identity';

const schemas = {
  signIn: { body: loginSchema, response: loginResultSchema },
  verifySignInCode: { body: twoFactorLoginSchema, response: loginResultSchema },
  googleSignIn: { body: googleCallbackSchema, response: loginResultSchema },
  createOauthNonce: { response: oauthNonceSchema },
  refreshSession: { response: z.null(), status: 204 },
  signOut: { response: z.null(), status: 204 },
  signUp: { body: signUpSchema, response: loginResultSchema, status: 201 },
  getSession: { response: sessionAnswerSchema },
  getUserInformation: { response: userInfoSchema },
  setLocale: { body: localeUpdateSchema, response: userInfoSchema },
  recordSignIn: { body: sessionLogSchema.optional(), response: okAnswerSchema, status: 201 },
  listSignIns: { response: signInLogSchema },
  sendEmailCode: { response: okAnswerSchema },
  verifyEmail: { body: otpCodeSchema, response: userInfoSchema },
  forgotPassword: { body: forgotPasswordSchema, response: okAnswerSchema },
  checkResetLink: { params: linkTokenParamsSchema, response: okAnswerSchema },
  resetPassword: { params: linkTokenParamsSchema, body: resetPasswordSchema, response: okAnswerSchema },
  changePassword: { body: changePasswordSchema, response: okAnswerSchema },
  startTwoFactorSetup: { response: twoFactorSetupSchema },
  confirmTwoFactorSetup: { body: otpCodeSchema, response: recoveryCodesSchema },
  requestTwoFactorOff: { response: okAnswerSchema },
  confirmTwoFactorOff: { params: linkTokenParamsSchema, response: okAnswerSchema },
} as const;

export const identitySchemas: BoundEndpoints<typeof identityEndpoints, typeof schemas> = bindSchemas('identity', identityEndpoints, schemas);
