import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../platform/transactions.ts";
import { groups, stages, venues } from "../schema.ts";
import type { ParsedMatch } from "./parse.ts";

/** Stages and groups of a season, created on first sight; ids by name. */
export async function ensureStagesAndGroups(tx: Tx, seasonId: number, parsed: ParsedMatch[]) {
  const stageIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  const stageNames = [
    ...new Map(parsed.flatMap((m) => (m.stage ? [[m.stage.name, m.stage] as const] : []))).values(),
  ];
  for (const [position, stage] of stageNames.entries()) {
    const [row] = await tx
      .insert(stages)
      .values({ seasonId, name: stage.name, kind: stage.kind, position })
      .onConflictDoUpdate({ target: [stages.seasonId, stages.name], set: { kind: stage.kind, position } })
      .returning({ id: stages.id });
    stageIds.set(stage.name, row!.id);
  }
  const groupKeys = new Set(
    parsed.flatMap((m) => (m.stage && m.group ? [`${m.stage.name}|${m.group}`] : [])),
  );
  for (const key of groupKeys) {
    const [stageName, name] = key.split("|") as [string, string];
    const stageId = stageIds.get(stageName)!;
    await tx.insert(groups).values({ stageId, name }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.stageId, stageId), eq(groups.name, name)));
    groupIds.set(key, row!.id);
  }
  return { stageIds, groupIds };
}

/** Venues by ground ("Lusail Iconic Stadium, Lusail" is a name and a city), created on first sight. */
export async function ensureVenues(tx: Tx, grounds: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(grounds)].map((ground) => {
    const [name, ...rest] = ground.split(",");
    return { ground, name: name!.trim(), city: rest.join(",").trim() || null };
  });
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const existing = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(
      inArray(
        venues.name,
        wanted.map((v) => v.name),
      ),
    );
  const byName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = wanted.filter((v) => !byName.has(v.name));
  if (missing.length) {
    const rows = await tx
      .insert(venues)
      .values(missing.map(({ name, city }) => ({ name, city })))
      .returning({ id: venues.id, name: venues.name });
    for (const row of rows) byName.set(row.name, row.id);
  }
  for (const v of wanted) ids.set(v.ground, byName.get(v.name)!);
  return ids;
}
