/** Every leaf path of a translation tree: "a.b", "a.list[0]"… (tests compare the English and Khmer trees). */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafKeys(item, `${prefix}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

/** Every text of a translation tree. */
export function leafValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leafValues);
  return typeof value === 'string' ? [value] : [];
}

/** Khmer script. */
export const KHMER = /[\u1780-\u17FF]/;

/** Texts that are English copies (Latin words, no Khmer) in a Khmer tree: identifiers and names may be. */
export const untranslated = (km: unknown) => leafValues(km).filter((text) => /[a-z]{4,}/i.test(text) && !KHMER.test(text));
