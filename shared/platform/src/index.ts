import { countInstance } from './debug/instances';

countInstance('platform');

export { bus, } from './bus/bus';
export { createEventBus, type EventBus } from './bus/event-bus';
export { apiClient, apiLocale, createApiClient, inflight$, setApiLocale, setApiLocaleSource, setApiOrigin } from './http/api-client';
export { ApiError, toApiError } from './http/api-error';
export { callEndpoint, type CallArgs, type CallOptions } from './http/endpoint-client';
export { getCartSid } from './http/cart-sid';
export { createTracker, startTracker, track, tracker, type TrackInput, type Tracker, type TrackerOptions } from './analytics/tracker';
export { reportError, setErrorReporter, type ErrorReporter } from './monitoring/report-error';
export { captchaHeaders } from './http/captcha-headers';
export { axiosBaseQuery, type ApiQueryError, type ApiRequest } from './http/axios-base-query';
export { reactionTo, type SessionReaction } from './http/session-reactions';
export {
  store,
  createStore,
  rootReducer,
  injectSlice,
  injectMiddleware,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type RootState,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
} from './store/store';
export {
  cartSlice,
  fetchCart,
  addCartItems,
  removeCartItem,
  updateCartItem,
  applyVoucher,
  removeVoucher,
  setPaymentMethod,
  setPromoCreditUse,
  mergeCart,
  cartCleared,
  selectCart,
  selectCartCount,
  selectCartStatus,
  selectCartError,
  type CartState,
  type AddCartItemsArgs,
  type CartFailure,
} from './store/cart-slice';
export {
  authSlice,
  fetchCurrentUser,
  login,
  verifyTwoFactor,
  signUp,
  googleSignIn,
  toAuthFailure,
  userUpdated,
  twoFactorCancelled,
  selectTwoFactorPending,
  type AuthFailure,
  type WithCaptcha,
  logout,
  sessionEnded,
  accountBanned,
  bannedNoticeClosed,
  selectUser,
  selectAuthStatus,
  selectSignedIn,
  selectBanned,
  type AuthState,
} from './store/auth-slice';
export { serverStateHydrated, type ServerState } from './store/hydration';
export {
  configSlice,
  fetchConfig,
  selectConfig,
  selectFlags,
  selectTheme,
  type FeatureFlags,
  type StorefrontConfig,
} from './store/config-slice';
export { i18n, registerNamespace, loadLocale, changeLocale, type Translations, type TranslationsSource } from './i18n/i18n';
export { defineWords, type KhmerOf } from './i18n/define-words';
export { translateMessage, translateError } from './i18n/translate-message';
export { useLocale } from './locale/use-locale';
export { LocaleLink } from './locale/LocaleLink';
export { authOnlyGuard, guestOnlyGuard, checkoutGuard, GUARDS, type GuardDecision, type GuardKind } from './routing/guards';
export { Guarded } from './routing/Guarded';
export { lazyPage, preloadRoutePage, type LazyPage, type RemoteRoutes } from './routing/lazy-page';
export { PageHead, type PageHeadProps } from './seo/PageHead';
export { breadcrumbLd, organizationLd, productLd, jsonLdText, type Crumb, type JsonLd, type ProductOffer } from './seo/structured-data';
export { Redirect, ResponseProvider, useResponseStatus, useResponseSink, type ResponseSink } from './routing/response-status';
export { useKeepScrollPosition } from './routing/use-keep-scroll-position';
export { useLeaveGuard } from './routing/use-leave-guard';
export * from './vendor/router';
export * from './vendor/rx';
export * from './vendor/state';
export * from './vendor/i18n';
