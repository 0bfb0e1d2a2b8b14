import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import type { RemoteConfig } from '@storefront/contracts';
import { MountedReport } from '../monitoring/MountedReport';
import { noteRemoteFailed } from '../monitoring/remote-health';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRegistry } from './RegistryContext';
import { deferredModule, forgetDeferredHydration, INTERACTION_EVENTS, isHydrationDeferred, startDeferredHydration } from './deferred-hydration';
import { useRemoteModule } from './use-remote-module';

interface Props {
  remote: string;
  exposed: string;
  /** Rendered while loading, when the remote is disabled, or when it fails. */
  fallback?: React.ReactNode;
  props?: Record<string, unknown>;
  /**
   * When a server-rendered widget becomes interactive: with the page (`load`, the default), or on the reader's
   * first interaction with it (`interaction`: its code is downloaded then; until then it is the server's HTML,
   * so it must work as plain HTML — a GET form, links).
   */
  hydrate?: 'load' | 'interaction';
}

/** Mounts a widget a remote exposes (e.g. domains/SearchBox) through federation. */
export function RemoteWidget({ remote, exposed, fallback = null, props = {}, hydrate = 'load' }: Props) {
  const { remotes, status } = useRegistry();
  const config = remotes.find((entry) => entry.name === remote);
  if (status !== 'ready' || !config || !config.enabled) return <>{fallback}</>;
  // A new version of the remote (the registry changes at a route change) is a new widget: mounted afresh.
  if (hydrate === 'interaction') return <OnInteraction key={config.version} config={config} remote={remote} exposed={exposed} fallback={fallback} props={props} hydrate={hydrate} />;
  return <LoadedWidget key={config.version} config={config} remote={remote} exposed={exposed} fallback={fallback} props={props} hydrate="load" />;
}

type WidgetProps = Required<Omit<Props, 'fallback'>> & { fallback: React.ReactNode; config: RemoteConfig };

function LoadedWidget({ config, exposed, fallback, props, hydrate }: WidgetProps) {
  const { state } = useRemoteModule<ComponentType<Record<string, unknown>>>(config, exposed, hydrate);
  if (state.status !== 'ready') return <>{fallback}</>;
  const Widget = state.value;
  return (
    <RemoteErrorBoundary fallback={() => fallback} onError={() => noteRemoteFailed(config.name, config.version)}>
      <Widget {...props} />
      {state.fallback ? null : <MountedReport remote={config.name} version={config.version} />}
    </RemoteErrorBoundary>
  );
}

/**
 * The same markup on the server and in the browser (a `display: contents` wrapper and a Suspense boundary), so
 * React keeps the server's HTML of a widget whose module has not loaded: the boundary stays dehydrated until
 * the reader interacts, then hydrates with the loaded module. Memoised: a boundary that receives an update
 * before it hydrates (the page re-rendering, e.g. as the remote's texts arrive) is rendered afresh instead, which
 * would drop what the reader typed into the server's form.
 */
const OnInteraction = memo(function OnInteraction(widget: WidgetProps) {
  const id = `${widget.remote}/${widget.exposed}`;
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !isHydrationDeferred(id)) return;
    // Listened for above React's root, in the capture phase: React stops the propagation of an event aimed at a
    // part it has not hydrated yet, so a listener on the widget itself would never hear it.
    const start = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) startDeferredHydration(id);
    };
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTION_EVENTS) document.removeEventListener(type, start, { capture: true });
      // Its page was left: shown again, the widget is the browser's own and loads at once.
      forgetDeferredHydration(id);
    };
  }, [id]);
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <Suspense fallback={widget.fallback}>
        <Deferred {...widget} id={id} />
      </Suspense>
    </div>
  );
}, sameWidget);

/** Same remote module at the same version and same props (the fallback element is made anew by every render of the page). */
function sameWidget(before: WidgetProps, after: WidgetProps): boolean {
  if (before.remote !== after.remote || before.exposed !== after.exposed || before.hydrate !== after.hydrate) return false;
  if (before.config.version !== after.config.version || before.config.manifest !== after.config.manifest) return false;
  const keys = Object.keys(after.props);
  return keys.length === Object.keys(before.props).length && keys.every((key) => Object.is(before.props[key], after.props[key]));
}

/** Suspends (keeping the server's HTML) until the widget's module has loaded after an interaction. */
function Deferred({ id, ...widget }: WidgetProps & { id: string }) {
  if (isHydrationDeferred(id)) use(deferredModule(id));
  return <LoadedWidget {...widget} />;
}
