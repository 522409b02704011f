/** What the admin area's bulk actions may be asked: the same limit and id rule for the pages and the API. */

/** The most rows one bulk action takes: four pages of the longest admin list. */
export const BULK_LIMIT = 100;

/** The ids chosen, each once, in the order chosen. */
export const distinctIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * Row ids from a form or an address (`id=4&id=9`): whole numbers only, each once, in the order
 * given, at most BULK_LIMIT. What is not an id is dropped, not refused: the list offered only ids.
 */
export const chosenIds = (values: readonly unknown[]): number[] =>
  distinctIds(
    values
      .map(String)
      .filter((value) => /^[1-9]\d{0,9}$/.test(value))
      .map(Number)
      .filter((id) => id <= 2_147_483_647),
  ).slice(0, BULK_LIMIT);
