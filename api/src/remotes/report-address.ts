import { isIP } from 'node:net';
import { derivedKey, macOf } from './signed-token';

/**
 * How many sessions of one client address count towards one remote version's health (issue 28, item 2; ADR 0010):
 * at most `sessionsPerAddress` per address group, remote version and window of `windowSeconds`. Report tokens bind a
 * report to a session the server assigned, but a session costs one cookie-less registry read; this cap makes a
 * session count only as far as its address does, so minting sessions in bulk from a few addresses neither rolls a
 * canary back nor shields one. The e2e rollback (three browsers on one address, REMOTE_ROLLBACK_MIN_SESSIONS=3) fits
 * under it.
 */
export const REPORT_ADDRESS_LIMITS = { sessionsPerAddress: 3, windowSeconds: 60 * 60 } as const;

/** The hash key of report addresses: its own label, so the hash is nobody's token and no raw address is stored. */
export function reportAddressKey(secret: string): Buffer {
  return derivedKey(secret, 'storefront/remote-report-address/v1');
}

/**
 * The group an address counts in: an IPv4 address itself (also when IPv4-mapped), an IPv6 address by its /64 (one
 * subscriber's prefix: its 2^64 addresses are one client). Anything unparsable is its own group.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (::1.2.3.4) is two hextets; the /64 is the first four either way.
  const count = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const hextets = [...headParts, ...Array<string>(Math.max(0, 8 - count(headParts) - count(tailParts))).fill('0'), ...tailParts];
  return `${hextets.slice(0, 4).map((h) => h.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** What a report row records of the client's address: a keyed hash of its group, never the address. */
export function reportAddressHash(key: Buffer, address: string): string {
  return macOf(key, addressGroup(address)).slice(0, 32);
}
