import type { Services } from "../http/api-router.ts";

/** The bin's entries with who deleted each named as staff know them (the bin screen and the API show the same). */
export async function namedBinEntries(parts: {
  bin: Pick<Services["bin"], "list">;
  auth: Pick<Services["auth"], "peopleOf">;
}) {
  const entries = await parts.bin.list();
  const people = await parts.auth.peopleOf(entries.map((entry) => Number(entry.deleted_by)));
  return entries.map((entry) => {
    const by = entry.deleted_by;
    const person = people.get(Number(by));
    return {
      ...entry,
      deleted_by: by === null ? null : { id: by, name: person?.name ?? null, account: person !== undefined },
    };
  });
}
export type NamedBinEntry = Awaited<ReturnType<typeof namedBinEntries>>[number];
