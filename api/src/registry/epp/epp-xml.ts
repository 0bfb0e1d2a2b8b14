import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * EPP's XML, built and read with fast-xml-parser only: every value goes into the document as a text node or an
 * attribute value that the builder escapes (&, <, >, ", '), so no customer input (a name, a contact field, an auth
 * code) is ever concatenated into markup. Namespaces: RFC 5730 §2 (epp-1.0), RFC 5731 §2 (domain-1.0), RFC 5733 §2
 * (contact-1.0), RFC 3915 §4 (rgp-1.0).
 */
export const NS = {
  epp: 'urn:ietf:params:xml:ns:epp-1.0',
  domain: 'urn:ietf:params:xml:ns:domain-1.0',
  contact: 'urn:ietf:params:xml:ns:contact-1.0',
  host: 'urn:ietf:params:xml:ns:host-1.0',
  rgp: 'urn:ietf:params:xml:ns:rgp-1.0',
} as const;

/** An element as fast-xml-parser builds it: child elements by name, attributes as `@_name`, text as `#text`. */
export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | number | XmlNode | XmlValue[];

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, processEntities: true });

/**
 * Elements whose answers may repeat (RFC 5731 §3.1.1 cd, §3.1.2 status / contact / hostObj; RFC 5730 §2.6 result;
 * RFC 3915 §4.1 rgpStatus; RFC 5730 §2.4 objURI / extURI / version / lang): always read as lists.
 */
const LISTS = new Set(['cd', 'status', 'contact', 'hostObj', 'hostAttr', 'result', 'rgpStatus', 'objURI', 'extURI', 'version', 'lang', 'name', 'postalInfo', 'street']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Element names are read without their prefix (a server may pick any prefix for a namespace).
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // No DOCTYPE entities are expanded (billion laughs); EPP frames carry none (RFC 5730 §2: plain XML 1.0).
  htmlEntities: false,
  isArray: (name) => LISTS.has(name),
});

/** `<?xml ...?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0">…</epp>` around `body` (RFC 5730 §2). */
export function eppDocument(body: XmlNode): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'no' }, epp: { '@_xmlns': NS.epp, ...body } }) as string;
}

/** A parsed frame's `<epp>` element; throws on anything that is not one. */
export function parseEpp(xml: string): XmlNode {
  const parsed = parser.parse(xml, true) as XmlNode;
  const epp = parsed.epp;
  if (!epp || typeof epp !== 'object' || Array.isArray(epp)) throw new Error('not an EPP frame: no <epp> element');
  return epp;
}

/** Child `key` of `node` as an element ({} when absent or empty). */
export function child(node: XmlValue | undefined, key: string): XmlNode {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  const value = node[key];
  if (Array.isArray(value)) return toNode(value[0]);
  return toNode(value);
}

function toNode(value: XmlValue | undefined): XmlNode {
  if (value === undefined || value === '') return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  return { '#text': value as string };
}

/** Every `key` child of `node`, as elements. */
export function children(node: XmlValue | undefined, key: string): XmlNode[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const value = node[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(toNode);
}

/** The text of child `key` (or of `node` itself when no key), '' when absent. */
export function text(node: XmlValue | undefined, key?: string): string {
  const target = key === undefined ? toNode(node as XmlValue) : child(node, key);
  const value = target['#text'];
  return value === undefined ? '' : String(value).trim();
}

export function attr(node: XmlNode, name: string): string {
  const value = node[`@_${name}`];
  return value === undefined ? '' : String(value);
}

/** Whether `node` has child `key` (present even when empty). */
export const has = (node: XmlValue | undefined, key: string): boolean => !!node && typeof node === 'object' && !Array.isArray(node) && key in node;
