/**
 * Bulk actions on the admin area's long lists (posts, reports, accounts, images): one action on
 * many rows, all or none, each row's change audited as it would be alone.
 */

/** What one bulk action did, in the order the operator chose the rows. `unchanged` holds the rows
 * already as asked, so a retried batch changes nothing more and still answers the same rows. */
export type BulkOutcome = { changed: number[]; unchanged: number[] };

/**
 * Walks the chosen rows in the order chosen (the rows themselves were locked in id order, so two
 * batches never wait on each other in a circle): `act` answers whether it changed the row.
 */
export async function actOnEach<Row extends { id: number }>(
  wanted: readonly number[],
  rows: readonly Row[],
  act: (row: Row) => Promise<boolean>,
): Promise<BulkOutcome> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const outcome: BulkOutcome = { changed: [], unchanged: [] };
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) continue;
    (await act(row)) ? outcome.changed.push(id) : outcome.unchanged.push(id);
  }
  return outcome;
}

/** The ids chosen that no row answered. */
export const missingIds = (wanted: readonly number[], rows: readonly { id: number }[]) => {
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
};
