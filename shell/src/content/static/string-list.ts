import { type TFunction } from '@storefront/platform';

/** Reads a translated array (paragraphs, bullet points, address lines); an absent key gives []. */
export function stringList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
