export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/** Pages shown before and after the current one (spec §9). */
export const PAGES_BEFORE_CURRENT = 2;
export const PAGES_AFTER_CURRENT = 1;

/**
 * The numbered pagination window of spec §9: two pages before the current one, the current one,
 * one after, then an ellipsis and the last page when the last page is not already in the window
 * (no ellipsis when the last page directly follows it).
 */
export function paginationWindow(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const start = Math.max(1, current - PAGES_BEFORE_CURRENT);
  const end = Math.min(total, current + PAGES_AFTER_CURRENT);

  const items: PaginationItem[] = [];
  for (let page = start; page <= end; page += 1) items.push({ type: 'page', page });
  if (end < total - 1) items.push({ type: 'ellipsis', key: `after-${end}` });
  if (end < total) items.push({ type: 'page', page: total });
  return items;
}
