import { createHash, createHmac } from 'node:crypto';
import { DOMAIN_DAYS } from '@storefront/contracts';
import { addDays, addYears } from '../clock';
import type { DomainOwner } from './domain-registry';

/**
 * What the sandbox registry knows of a name nobody registered through it: the same answer every time, from
 * a hash of the name. About a third of names (and the well-known ones) are held elsewhere, some of those
 * locked against transfer or registered only days ago; short names and about one in eleven are premium.
 */

export interface ExternalOwner {
  name: string;
  phone: string;
  email: string;
  organization: string;
  country: string;
}

const OWNERS: ExternalOwner[] = [
  { name: 'Sokha Chan', phone: '+855 12 345 001', email: 'sokha.chan@example.com', organization: 'Chan Trading Co., Ltd.', country: 'KH' },
  { name: 'Dara Meas', phone: '+855 17 222 418', email: 'dara@example.org', organization: 'Meas Digital', country: 'KH' },
  { name: 'Anong Sripan', phone: '+66 81 555 0199', email: 'anong@example.co.th', organization: 'Sripan Studio', country: 'TH' },
];

const REGISTRARS = ['Sandbox Registrar One, Inc.', 'Mekong Names Ltd. (sandbox)', 'Chao Phraya Domains Co. (sandbox)'];
const NAME_SERVERS = [
  ['ns1.sandbox-dns.example', 'ns2.sandbox-dns.example'],
  ['dns1.mekong-hosting.example', 'dns2.mekong-hosting.example'],
  ['a.ns.chaophraya.example', 'b.ns.chaophraya.example'],
];

/** Names everyone tries: always taken in the sandbox, like in the real world. */
const KNOWN_TAKEN = new Set(['google', 'facebook', 'example', 'amazon', 'shop', 'cloud', 'hosting', 'bank']);

const PREMIUM_BASE = 19900;
const PREMIUM_STEP = 5000;

export type ExternalName =
  | { kind: 'available' }
  | { kind: 'premium'; premiumPrice: number }
  | {
      kind: 'taken';
      owner: ExternalOwner;
      hidden: boolean;
      /** clientTransferProhibited at the current registrar. */
      locked: boolean;
      /** Days since registration when registered less than 60 days ago (counted back from today); else null. */
      recentDays: number | null;
      registrar: string;
      nameServers: string[];
    };

const digestOf = (domain: string) => createHash('sha256').update(domain).digest();

/** The stable number the sandbox decides a name by (the first 4 bytes of its SHA-256). */
export const scoreOf = (domain: string): number => digestOf(domain).readUInt32BE(0);

/** Names already decided: the search asks about the same names again and again (bounded, cleared when full). */
const decided = new Map<string, ExternalName>();
const DECIDED_MAX = 50_000;

export function externalName(domain: string): ExternalName {
  let name = decided.get(domain);
  if (!name) {
    if (decided.size >= DECIDED_MAX) decided.clear();
    name = decide(domain);
    decided.set(domain, name);
  }
  return name;
}

function decide(domain: string): ExternalName {
  const digest = digestOf(domain);
  const value = digest.readUInt32BE(0);
  const label = domain.split('.')[0] ?? domain;
  const known = KNOWN_TAKEN.has(label);
  if (known || value % 3 === 0) {
    const locked = digest.readUInt16BE(4) % 4 === 0;
    // The well-known names were registered long ago.
    const recent = !known && !locked && digest.readUInt16BE(6) % 5 === 0;
    return {
      kind: 'taken',
      owner: OWNERS[digest[5]! % OWNERS.length]!,
      hidden: value % 2 === 0,
      locked,
      recentDays: recent ? 1 + (digest[8]! % (DOMAIN_DAYS.transferLockAfterRegistration - 5)) : null,
      registrar: REGISTRARS[digest[9]! % REGISTRARS.length]!,
      nameServers: NAME_SERVERS[digest[10]! % NAME_SERVERS.length]!,
    };
  }
  if (label.length <= 3 || value % 11 === 0) return { kind: 'premium', premiumPrice: PREMIUM_BASE + (value % 20) * PREMIUM_STEP };
  return { kind: 'available' };
}

export function ownerView(name: Extract<ExternalName, { kind: 'taken' }>): DomainOwner {
  return name.hidden ? { hidden: true } : { hidden: false, name: name.owner.name, phone: name.owner.phone, email: name.owner.email };
}

/** When a name held elsewhere was registered: days ago for recent ones, else a fixed date between 1998 and 2021. */
export function externalCreatedAt(domain: string, name: Extract<ExternalName, { kind: 'taken' }>, now: Date): Date {
  if (name.recentDays !== null) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return addDays(new Date(today), -name.recentDays);
  }
  const digest = digestOf(domain);
  return new Date(Date.UTC(1998 + (digest[11]! % 24), digest[12]! % 12, 1 + (digest[13]! % 28)));
}

/** Held elsewhere and renewed every year: the first anniversary of its registration after `now`. */
export function externalExpiresAt(createdAt: Date, now: Date): Date {
  let years = Math.max(1, now.getUTCFullYear() - createdAt.getUTCFullYear());
  while (addYears(createdAt, years) <= now) years += 1;
  return addYears(createdAt, years);
}

/** A transfer in completes after 5 to 7 days, the same for a name every time. */
export const transferDaysOf = (domain: string): number =>
  DOMAIN_DAYS.transferMin + (digestOf(domain)[14]! % (DOMAIN_DAYS.transferMax - DOMAIN_DAYS.transferMin + 1));

/** A registered name's auth (EPP) code: an HMAC of the name under the sandbox secret, 16 characters. */
export function authCodeOf(secret: string, domain: string): string {
  return createHmac('sha256', secret).update(`auth-code:${domain}`).digest('base64url').slice(0, 16);
}
