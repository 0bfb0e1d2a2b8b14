import { lazy, Suspense } from 'react';

export type StatusKind = 'notFound' | 'error' | 'maintenance' | 'construction' | 'success' | 'pending';

/** The drawings are fetched the first time a status page shows one, so no page that never does downloads them. */
const StatusDrawing = lazy(() => import('./status-drawing'));

/**
 * A simple decorative illustration per status page kind, in the theme's colours. Until its drawing arrives it
 * holds its place (same size, nothing shown), so the page does not move.
 */
export function StatusIllustration({ kind, size = 200 }: { kind: StatusKind; size?: number }) {
  return (
    <Suspense fallback={<span aria-hidden="true" style={{ display: 'inline-block', width: size, height: (size * 160) / 200 }} />}>
      <StatusDrawing kind={kind} size={size} />
    </Suspense>
  );
}
