/** Spec section 9: up to 5 page numbers around the current page, within 1..total pages. */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

export const totalPages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

/** Shown when there is more than one page to move between: past page 1, or more to come. */
export const showPagination = (page: number, hasNext: boolean, pages: number) =>
  pages > 1 && (page > 1 || hasNext);
