import { useParams } from '@storefront/platform';

/** A key the api could know (lowercase words and hyphens, at most 64 characters); anything else is not a certificate. */
const KEY = /^[a-z0-9-]{1,64}$/;

/** The certificate key of /ssl/{key}, or null when the path cannot name one. */
export function useSslKey(): string | null {
  const key = useParams().key ?? '';
  return KEY.test(key) ? key : null;
}

/** The HTTP status of an RTK Query error, if any. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: unknown } | undefined)?.status as number | undefined;
