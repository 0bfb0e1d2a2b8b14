import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders to HTML once every lazy part has loaded (React waits for Suspense; lazy page chunks load on the
 * server too). An error inside a Suspense boundary renders its fallback (the browser retries it) and is reported.
 */
export async function prerenderToString(element: ReactElement, onError: (error: unknown) => void): Promise<string> {
  // Every boundary in place: React would otherwise write a large one after the page, with a script to move it
  // in (no script runs under the CSP, and a crawler without JavaScript would read a spinner).
  const { prelude } = await prerenderToNodeStream(element, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
