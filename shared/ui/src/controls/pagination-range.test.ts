import { pageRange } from './pagination-range';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageRange(1, 0)).toEqual([1]);
  });

  it('elides around the current page with a stable length', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) expect(pageRange(page, 20)).toHaveLength(7);
  });

  it('clamps an out-of-range page', () => {
    expect(pageRange(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(pageRange(0, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('shows more siblings when asked', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });
});
