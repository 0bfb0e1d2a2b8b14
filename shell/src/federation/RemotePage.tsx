import type { ComponentType } from 'react';
import { Container, Spinner } from '@storefront/ui';
import type { RemoteConfig } from '@storefront/contracts';
import { DisabledRemotePage } from '../pages/DisabledRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteModule } from './use-remote-module';
import { useTranslation } from '@storefront/platform';
import { MountedReport } from '../monitoring/MountedReport';
import { noteRemoteFailed } from '../monitoring/remote-health';

/** Mounts a remote's `./routes`: its code is fetched only now, when a route it owns is first needed. */
export function RemotePage({ remote }: { remote: RemoteConfig }) {
  if (!remote.enabled) return <DisabledRemotePage mode={remote.disabledMode} />;
  return <EnabledRemotePage remote={remote} />;
}

function EnabledRemotePage({ remote }: { remote: RemoteConfig }) {
  const { t } = useTranslation('shell');
  const { state, retry } = useRemoteModule<ComponentType>(remote, 'routes');
  if (state.status === 'loading') {
    return (
      <Container>
        <Spinner label={t('loadingSection')} />
      </Container>
    );
  }
  if (state.status === 'failed') return <RemoteFallback onRetry={() => void retry()} />;
  const Routes = state.value;
  return (
    <RemoteErrorBoundary
      resetKey={remote.version}
      onError={() => noteRemoteFailed(remote.name, remote.version)}
      fallback={(reset) => <RemoteFallback onRetry={() => { reset(); void retry(); }} />}
    >
      <Routes />
      {state.fallback ? null : <MountedReport remote={remote.name} version={remote.version} />}
    </RemoteErrorBoundary>
  );
}
