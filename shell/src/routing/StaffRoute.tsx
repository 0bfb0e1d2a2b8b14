import { isStaffRole } from '@storefront/contracts';
import { selectAuthStatus, selectUser, useAppSelector } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { RemotePage } from '../federation/RemotePage';
import { useRegistry } from '../federation/RegistryContext';
import { ErrorScreen } from '../pages/ErrorScreen';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The remote that holds the staff console (its entry in the runtime registry). */
export const STAFF_REMOTE = 'mfe_staff';

function Waiting() {
  return (
    <Container>
      <Spinner label="…" />
    </Container>
  );
}

/**
 * /staff and /km/staff (issue 18): the staff console, remote mfe-staff, for a staff sign-in; customers and guests
 * get the 404 page. The remote is loaded only past the role check, so a customer's browser never fetches its code.
 */
export function StaffRoute() {
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);
  const registry = useRegistry();
  if (status === 'unknown') return <Waiting />;
  if (!isStaffRole(user?.role)) return <NotFoundPage />;
  if (registry.status === 'loading') return <Waiting />;
  const remote = registry.remotes.find((entry) => entry.name === STAFF_REMOTE);
  if (!remote) return <ErrorScreen onRetry={() => void registry.reload()} />;
  // Keyed by version, as RemoteRoute does: a version taken from the registry mounts afresh (docs/adr/0010).
  return <RemotePage key={`${remote.name}@${remote.version}`} remote={remote} />;
}
