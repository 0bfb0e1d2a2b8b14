import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { identityEndpoints, type BodyOf, type LoginResult, type UserInfo } from '@storefront/contracts';
import { callEndpoint } from '../http/endpoint-client';
import { captchaHeaders } from '../http/captcha-headers';
import { toApiError } from '../http/api-error';
import type { ApiQueryError } from '../http/axios-base-query';
import { bus } from '../bus/bus';
import { reportError } from '../monitoring/report-error';

export interface AuthState {
  user: UserInfo | null;
  /** unknown until the first GET /api/session answers. */
  status: 'unknown' | 'guest' | 'authenticated';
  /** Password accepted, two-factor code owed (verifySignInCode). */
  twoFactorPending: boolean;
  banned: string | null;
}

/** What a failed identity call rejects with: the api's code and message, and field errors if any. */
export interface AuthFailure {
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

const initialState: AuthState = { user: null, status: 'unknown', twoFactorPending: false, banned: null };

/** A failed generated query or mutation (its unwrap()) answers the api's code and message as plain data. */
function isQueryError(error: unknown): error is ApiQueryError {
  const value = error as Partial<ApiQueryError> | null;
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof value.code === 'string' && typeof value.message === 'string';
}

function failure(error: unknown): AuthFailure {
  const apiError = isQueryError(error) ? error : toApiError(error);
  const fields: Record<string, string> = {};
  const list = (apiError.details?.fields ?? []) as { path: string; message: string }[];
  for (const field of Array.isArray(list) ? list : []) if (!fields[field.path]) fields[field.path] = field.message;
  return { code: apiError.code, message: apiError.message, ...(list.length ? { fields } : {}), ...(apiError.details ? { details: apiError.details } : {}) };
}

/** Announces a sign-in and records it in the sign-in log (recordSignIn). */
function signedIn(result: LoginResult): LoginResult {
  if (result.status === 'signedIn') {
    bus.publish('auth/loggedIn', { userId: result.user.id, localeCode: result.user.localeCode });
    void callEndpoint(identityEndpoints.recordSignIn, { body: {} }).catch((error: unknown) => reportError(error, 'platform/record-sign-in'));
  }
  return result;
}

export const fetchCurrentUser = createAsyncThunk('auth/fetchCurrentUser', async (): Promise<UserInfo | null> => {
  try {
    return (await callEndpoint(identityEndpoints.getSession)).user;
  } catch {
    return null;
  }
});

/** A protected identity call's captcha token (sent as the x-captcha-token header, not in the body). */
export interface WithCaptcha {
  captchaToken?: string | null;
}

/** The declared calls that end signed in (or owing a two-factor code). */
type SignInEndpoint = (typeof identityEndpoints)['signIn' | 'verifySignInCode' | 'signUp' | 'googleSignIn'];

/** An identity call that ends signed in (or owing a two-factor code): announced and logged when signed in. */
function identityCall<E extends SignInEndpoint>(type: string, endpoint: E) {
  return createAsyncThunk<LoginResult, BodyOf<E> & WithCaptcha, { rejectValue: AuthFailure }>(type, async ({ captchaToken, ...body }, { rejectWithValue }) => {
    try {
      return signedIn(await callEndpoint<SignInEndpoint>(endpoint, { body: body as never }, { headers: captchaHeaders(captchaToken) }));
    } catch (error) {
      return rejectWithValue(failure(error));
    }
  });
}

export const login = identityCall('auth/login', identityEndpoints.signIn);
export const verifyTwoFactor = identityCall('auth/verifyTwoFactor', identityEndpoints.verifySignInCode);
export const signUp = identityCall('auth/signUp', identityEndpoints.signUp);
export const googleSignIn = identityCall('auth/googleSignIn', identityEndpoints.googleSignIn);

export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await callEndpoint(identityEndpoints.signOut);
  } finally {
    bus.publish('auth/loggedOut', { reason: 'user' });
  }
});

/** Turns an api failure (of callEndpoint or of a generated hook's unwrap()) into the AuthFailure shape the forms show. */
export const toAuthFailure = failure;

const applyResult = (state: AuthState, result: LoginResult) => {
  if (result.status === 'signedIn') {
    state.user = result.user;
    state.status = 'authenticated';
    state.twoFactorPending = false;
  } else {
    state.twoFactorPending = true;
  }
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionEnded: (state) => {
      state.user = null;
      state.status = 'guest';
      state.twoFactorPending = false;
    },
    accountBanned: (state, action: PayloadAction<string>) => {
      state.banned = action.payload;
      state.user = null;
      state.status = 'guest';
    },
    bannedNoticeClosed: (state) => {
      state.banned = null;
    },
    /** The api answered a newer copy of the user (email verified, two-factor on or off…). */
    userUpdated: (state, action: PayloadAction<UserInfo>) => {
      state.user = action.payload;
    },
    twoFactorCancelled: (state) => {
      state.twoFactorPending = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = action.payload ? 'authenticated' : 'guest';
      })
      .addCase(login.fulfilled, (state, action) => applyResult(state, action.payload))
      .addCase(verifyTwoFactor.fulfilled, (state, action) => applyResult(state, action.payload))
      .addCase(signUp.fulfilled, (state, action) => applyResult(state, action.payload))
      .addCase(googleSignIn.fulfilled, (state, action) => applyResult(state, action.payload))
      .addCase(logout.fulfilled, (state) => {
        state.user = null;
        state.status = 'guest';
        state.twoFactorPending = false;
      })
      .addCase(logout.rejected, (state) => {
        state.user = null;
        state.status = 'guest';
        state.twoFactorPending = false;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
    /** Whether a customer is signed in: one answer for every step of reading the session (unknown, reading, guest). */
    selectSignedIn: (state) => state.status === 'authenticated',
    selectBanned: (state) => state.banned,
    selectTwoFactorPending: (state) => state.twoFactorPending,
  },
});

export const { sessionEnded, accountBanned, bannedNoticeClosed, userUpdated, twoFactorCancelled } = authSlice.actions;
export const { selectUser, selectAuthStatus, selectSignedIn, selectBanned, selectTwoFactorPending } = authSlice.selectors;
