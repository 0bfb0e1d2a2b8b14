import type { BlogBlock } from '@storefront/contracts';

const WORDS_PER_MINUTE = 200;

/** Minutes to read a body at about 200 words a minute (at least 1); counted on the English text. */
export function readingMinutes(body: readonly BlogBlock[]): number {
  const words = body
    .flatMap((block) => (block.type === 'list' ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
