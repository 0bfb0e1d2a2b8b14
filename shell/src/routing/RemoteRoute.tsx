import { Redirect, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { findOwner, splitLocalePath } from '@storefront/contracts';
import { Container, Spinner } from '@storefront/ui';
import { RemotePage } from '../federation/RemotePage';
import { useRegistry } from '../federation/RegistryContext';
import { ErrorScreen } from '../pages/ErrorScreen';

/** Finds the remote that owns the path in the runtime registry and mounts it; unknown paths go home. */
export function RemoteRoute() {
  const location = useLocation();
  const { to } = useLocale();
  const { t } = useTranslation('shell');
  const { status, remotes, reload } = useRegistry();
  const { path } = splitLocalePath(location.pathname);

  if (status === 'loading') {
    return (
      <Container>
        <Spinner label={t('loadingSection')} />
      </Container>
    );
  }
  const owner = findOwner(remotes, path);
  // Keyed by version: a version taken from the registry at this navigation mounts afresh (docs/adr/0010).
  if (owner) return <RemotePage key={`${owner.name}@${owner.version}`} remote={owner} />;
  if (status === 'failed') return <ErrorScreen onRetry={() => void reload()} />;
  return <Redirect to={to('/')} />;
}
