import { lazy, Suspense } from 'react';
import { isStaffRole } from '@storefront/contracts';
import { selectAuthStatus, selectUser, useAppSelector } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { NotFoundPage } from '../pages/NotFoundPage';

// The console's code and texts are chunks of their own, fetched only once a staff sign-in is known (customers never do).
const StaffConsole = lazy(() => import(/* webpackChunkName: "staff-console" */ './StaffConsole').then((m) => ({ default: m.StaffConsole })));

function Waiting() {
  return (
    <Container>
      <Spinner label="…" />
    </Container>
  );
}

/** /staff and /km/staff (issue 18): the console for a staff sign-in; customers and guests get the 404 page. */
export function StaffRoute() {
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') return <Waiting />;
  if (!isStaffRole(user?.role)) return <NotFoundPage />;
  return (
    <Suspense fallback={<Waiting />}>
      <StaffConsole />
    </Suspense>
  );
}
