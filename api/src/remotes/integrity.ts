import { createHash } from 'node:crypto';

/** The Subresource Integrity value of some bytes: `sha384-<base64>` (what a `<script integrity>` checks). */
export function sri(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
