import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { bus } from '../bus/bus';
import { useLocale } from '../locale/use-locale';
import { sessionEnded, selectAuthStatus } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/store';
import { GUARDS, type GuardKind } from './guards';

/** Applies a spec §2 guard to its children. `hasCheckout` feeds the checkout guard. */
export function Guarded({ kind, hasCheckout, children }: { kind: GuardKind; hasCheckout?: boolean; children: ReactNode }) {
  const auth = useAppSelector(selectAuthStatus);
  const [params] = useSearchParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { to } = useLocale();
  const decision = GUARDS[kind]({ auth, hasCheckout, orderId: params.get('orderId') });

  useEffect(() => {
    if (decision.kind === 'logout') {
      dispatch(sessionEnded());
      bus.publish('auth/loginRequested', { reason: 'auth-only', returnTo: location.pathname + location.search });
    }
  }, [decision.kind, dispatch, location.pathname, location.search]);

  if (decision.kind === 'wait') return null;
  if (decision.kind === 'logout') return <Navigate to={to('/')} replace />;
  if (decision.kind === 'redirect') return <Navigate to={to(decision.to)} replace />;
  return <>{children}</>;
}
