import { describe, expect, it } from 'vitest';
import { pageWindow, showPagination, totalPages } from './pagination';

describe('the pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 0, []],
  ])('page %i of %i shows %j', (page, pages, expected) => expect(pageWindow(page, pages)).toEqual(expected));

  it('counts pages by rounding up and hides a single page', () => {
    expect(totalPages(30, 8)).toBe(4);
    expect(totalPages(8, 8)).toBe(1);
    expect(showPagination(1, false, 1)).toBe(false);
    expect(showPagination(1, true, 4)).toBe(true);
    expect(showPagination(4, false, 4)).toBe(true);
  });
});
