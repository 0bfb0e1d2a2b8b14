import { createHash, randomBytes } from 'node:crypto';
import type { Registrant } from '../domain-registry';
import { attr, child, children, NS, text, type XmlNode } from './epp-xml';

/**
 * The commands the registry adapter sends, as elements for fast-xml-parser's builder (values become escaped
 * text or attributes: never markup), and readers of their answers. Element order is the schemas' (a sequence).
 */

const domain = (element: string, body: XmlNode): XmlNode => ({ [`domain:${element}`]: { '@_xmlns:domain': NS.domain, ...body } });

/** RFC 5731 §3.1.1 <domain:check>: many names in one command. */
export const checkCommand = (names: string[]): XmlNode => ({ check: domain('check', { 'domain:name': names }) });

/** RFC 5731 §3.1.2 <domain:info>, with the authInfo when we ask as a client that does not sponsor the name. */
export const infoCommand = (name: string, authCode?: string): XmlNode => ({
  info: domain('info', { 'domain:name': { '#text': name, '@_hosts': 'all' }, ...(authCode ? { 'domain:authInfo': { 'domain:pw': authCode } } : {}) }),
});

/** RFC 5731 §3.2.1 <domain:create>: period, registrant, contacts, authInfo. */
export const createCommand = (name: string, years: number, contactId: string, authCode: string): XmlNode => ({
  create: domain('create', {
    'domain:name': name,
    'domain:period': { '#text': years, '@_unit': 'y' },
    'domain:registrant': contactId,
    'domain:contact': [
      { '#text': contactId, '@_type': 'admin' },
      { '#text': contactId, '@_type': 'tech' },
    ],
    'domain:authInfo': { 'domain:pw': authCode },
  }),
});

/** RFC 5731 §3.2.3 <domain:renew>: curExpDate (the date part of the current expiry) guards against a repeated renewal. */
export const renewCommand = (name: string, curExpDate: string, years: number): XmlNode => ({
  renew: domain('renew', { 'domain:name': name, 'domain:curExpDate': curExpDate, 'domain:period': { '#text': years, '@_unit': 'y' } }),
});

/** RFC 5731 §3.2.4 <domain:transfer op="request|query">. */
export const transferCommand = (op: 'request' | 'query', name: string, authCode?: string): XmlNode => ({
  transfer: {
    '@_op': op,
    ...domain('transfer', {
      'domain:name': name,
      ...(op === 'request' ? { 'domain:period': { '#text': 1, '@_unit': 'y' } } : {}),
      ...(authCode ? { 'domain:authInfo': { 'domain:pw': authCode } } : {}),
    }),
  },
});

/** RFC 3915 §4.2.5: a restore request is a <domain:update> (with an empty <domain:chg/>) carrying <rgp:update><rgp:restore op="request"/>. */
export const restoreCommand = (name: string): { body: XmlNode; extension: XmlNode } => ({
  body: { update: domain('update', { 'domain:name': name, 'domain:chg': '' }) },
  extension: { 'rgp:update': { '@_xmlns:rgp': NS.rgp, 'rgp:restore': { '@_op': 'request' } } },
});

/** RFC 5730 §2.9.2.3 <poll op="req"/> and <poll op="ack" msgID="…"/>. */
export const pollRequest = (): XmlNode => ({ poll: { '@_op': 'req' } });
export const pollAck = (id: string): XmlNode => ({ poll: { '@_op': 'ack', '@_msgID': id } });

/** Calling codes tried, longest first, to write a phone number as RFC 5733 §2.5 wants it (+CC.NUMBER). */
const CALLING_CODES = ['855', '856', '880', '886', '852', '853', '66', '84', '95', '60', '65', '62', '63', '86', '81', '82', '91', '61', '44', '49', '33', '1'];

/** "+855 12 345 678" → "+855.12345678" (RFC 5733 §2.5, e164 pattern); null when it cannot be written so (the voice element is optional). */
export function e164(phone: string | null): string | null {
  if (!phone || !phone.trim().startsWith('+')) return null;
  const digits = phone.replace(/\D/g, '');
  const code = CALLING_CODES.find((candidate) => digits.startsWith(candidate) && digits.length - candidate.length >= 4);
  if (!code || digits.length - code.length > 14) return null;
  return `+${code}.${digits.slice(code.length)}`;
}

/**
 * The registrant's contact id: derived from what is sent (RFC 5733 §2.1, a clIDType of 3 to 16 characters), so
 * a second try of the same registration finds the contact it created (2302) instead of making another.
 */
export function contactIdOf(registrant: Registrant): string {
  const digest = createHash('sha256').update(JSON.stringify([registrant.name, registrant.email, registrant.phone, registrant.organization ?? null, registrant.country ?? null])).digest('hex');
  return `sf${digest.slice(0, 14)}`;
}

/** A new authInfo password for a name or contact (RFC 5731 §2.6): 16 random characters; the registry keeps it, we never log it. */
export const newAuthCode = (): string => `${randomBytes(12).toString('base64url')}`;

/**
 * RFC 5733 §3.2.1 <contact:create>, with the postal address of §2.4.2 (up to three street lines of 255, the city, the
 * state or province and the postal code of 16 at most, the two-letter country code): the order's billing contact's.
 * A registrant without one (an order paid before checkout saved a contact) is sent with the city "-" and its country
 * code (else KH, where the storefront trades) — see ADR 0013.
 */
export const contactCreateCommand = (id: string, registrant: Registrant): XmlNode => {
  const voice = e164(registrant.phone);
  return {
    create: {
      'contact:create': {
        '@_xmlns:contact': NS.contact,
        'contact:id': id,
        'contact:postalInfo': {
          '@_type': 'int',
          'contact:name': registrant.name.slice(0, 255) || registrant.email,
          ...(registrant.organization ? { 'contact:org': registrant.organization.slice(0, 255) } : {}),
          'contact:addr': registrant.address
            ? {
                ...(registrant.address.street.length ? { 'contact:street': registrant.address.street.slice(0, 3).map((line) => line.slice(0, 255)) } : {}),
                'contact:city': registrant.address.city.slice(0, 255),
                ...(registrant.address.stateProvince ? { 'contact:sp': registrant.address.stateProvince.slice(0, 255) } : {}),
                ...(registrant.address.postalCode ? { 'contact:pc': registrant.address.postalCode.slice(0, 16) } : {}),
                'contact:cc': registrant.address.country,
              }
            : { 'contact:city': '-', 'contact:cc': /^[A-Za-z]{2}$/.test(registrant.country ?? '') ? (registrant.country as string).toUpperCase() : 'KH' },
        },
        ...(voice ? { 'contact:voice': voice } : {}),
        'contact:email': registrant.email,
        'contact:authInfo': { 'contact:pw': newAuthCode() },
      },
    },
  };
};

/** What <domain:infData> (RFC 5731 §3.1.2) and RFC 3915 §4.1's <rgp:infData> say of a name. */
export interface DomainInfo {
  name: string;
  statuses: string[];
  rgpStatuses: string[];
  registrant: string;
  clID: string;
  crDate: Date | null;
  upDate: Date | null;
  exDate: Date | null;
  nameServers: string[];
}

const dateOf = (value: string): Date | null => (value ? new Date(value) : null);

export function readInfo(resData: XmlNode, extension: XmlNode): DomainInfo {
  const info = child(resData, 'infData');
  const ns = child(info, 'ns');
  return {
    name: text(info, 'name'),
    statuses: children(info, 'status').map((status) => attr(status, 's')),
    rgpStatuses: children(child(extension, 'infData'), 'rgpStatus').map((status) => attr(status, 's')),
    registrant: text(info, 'registrant'),
    clID: text(info, 'clID'),
    crDate: dateOf(text(info, 'crDate')),
    upDate: dateOf(text(info, 'upDate')),
    exDate: dateOf(text(info, 'exDate')),
    nameServers: [...children(ns, 'hostObj').map((host) => text(host)), ...children(ns, 'hostAttr').map((host) => text(host, 'hostName'))].map((host) => host.toLowerCase()),
  };
}

/** RFC 5731 §3.2.4 / §3.1.3 <domain:trnData>. */
export interface TransferData {
  name: string;
  trStatus: string;
  reID: string;
  reDate: Date;
  acID: string;
  acDate: Date;
  exDate: Date | null;
}

export function readTransfer(resData: XmlNode): TransferData | null {
  const data = child(resData, 'trnData');
  if (!text(data, 'name')) return null;
  return {
    name: text(data, 'name').toLowerCase(),
    trStatus: text(data, 'trStatus'),
    reID: text(data, 'reID'),
    reDate: new Date(text(data, 'reDate')),
    acID: text(data, 'acID'),
    acDate: new Date(text(data, 'acDate')),
    exDate: dateOf(text(data, 'exDate')),
  };
}

/** The date part of an expiry, as <domain:curExpDate> takes it (RFC 5731 §3.2.3: an XML Schema date). */
export const dateOnly = (date: Date): string => date.toISOString().slice(0, 10);
