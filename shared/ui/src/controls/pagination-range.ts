export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current page with `siblings` on each side, and
 * ellipses for the gaps. Always the same number of items once there are enough pages, so the bar
 * does not jump. `pageRange(5, 10)` → [1, '…', 4, 5, 6, '…', 10].
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);

  const start = Math.max(current - siblings, 2);
  const end = Math.min(current + siblings, count - 1);
  const showStartGap = start > 3;
  const showEndGap = end < count - 2;

  if (!showStartGap) {
    const last = 3 + siblings * 2;
    return [...Array.from({ length: last }, (_, i) => i + 1), 'ellipsis-end', count];
  }
  if (!showEndGap) {
    const first = count - (2 + siblings * 2);
    return [1, 'ellipsis-start', ...Array.from({ length: count - first + 1 }, (_, i) => first + i)];
  }
  return [1, 'ellipsis-start', ...Array.from({ length: end - start + 1 }, (_, i) => start + i), 'ellipsis-end', count];
}
