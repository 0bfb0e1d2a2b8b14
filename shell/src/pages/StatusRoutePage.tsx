import { DisabledRemotePage } from './DisabledRemotePage';

/** /under-maintenance, /maintenance and /under-construction. */
export function StatusRoutePage({ kind }: { kind: 'maintenance' | 'construction' }) {
  return <DisabledRemotePage mode={kind} statusRoute />;
}
