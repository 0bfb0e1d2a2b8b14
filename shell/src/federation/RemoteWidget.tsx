import type { ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRegistry } from './RegistryContext';
import { useRemoteModule } from './use-remote-module';

interface Props {
  remote: string;
  exposed: string;
  /** Rendered while loading, when the remote is disabled, or when it fails. */
  fallback?: React.ReactNode;
  props?: Record<string, unknown>;
}

/** Mounts a widget a remote exposes (e.g. domains/SearchBox) through federation. */
export function RemoteWidget({ remote, exposed, fallback = null, props = {} }: Props) {
  const { remotes, status } = useRegistry();
  const config = remotes.find((entry) => entry.name === remote);
  if (status !== 'ready' || !config || !config.enabled) return <>{fallback}</>;
  return <LoadedWidget remote={remote} exposed={exposed} fallback={fallback} props={props} />;
}

function LoadedWidget({ remote, exposed, fallback, props }: Required<Omit<Props, 'fallback'>> & { fallback: React.ReactNode }) {
  const { state } = useRemoteModule<ComponentType<Record<string, unknown>>>(remote, exposed);
  if (state.status !== 'ready') return <>{fallback}</>;
  const Widget = state.value;
  return (
    <RemoteErrorBoundary fallback={() => fallback}>
      <Widget {...props} />
    </RemoteErrorBoundary>
  );
}
