import { createHash } from 'node:crypto';
import type { RemoteConfig } from '@storefront/contracts';

/** A strong ETag of the registry's answer: it changes with any field of any entry. */
export function registryEtag(registry: readonly RemoteConfig[]): string {
  return `"${createHash('sha256').update(JSON.stringify(registry)).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`); weak forms match too (RFC 9110 weak comparison). */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((value) => value.trim().replace(/^W\//, ''));
  return values.includes('*') || values.includes(etag);
}
