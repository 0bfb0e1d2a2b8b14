import { useEffect } from 'react';
import { noteRemoteMounted } from './remote-health';

/** Rendered after a remote's tree, inside its error boundary: its effect runs only when that tree committed without throwing. */
export function MountedReport({ remote, version }: { remote: string; version: string }) {
  useEffect(() => noteRemoteMounted(remote, version), [remote, version]);
  return null;
}
