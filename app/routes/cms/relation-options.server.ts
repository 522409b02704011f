import type { Services } from "../../../server/http/api-router.ts";
import { isAppError } from "../../../shared/errors.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import type { RelationOption } from "../../components/cms/relation-picker.tsx";
import { matchLabelOf, videoLabelOf } from "../../lib/cms/relation-labels.ts";

// Pickers start with the records already linked; one deleted since shows as its number.
const optionsOf = (ids: readonly number[], labels: Map<number, string>): RelationOption[] =>
  ids.map((id) => ({ id, label: labels.get(id) ?? String(id) }));

type Sports = Pick<Services, "sports">;

export async function matchOptionsOf(
  { sports }: Sports,
  ids: readonly (number | null)[],
  t?: Translator,
): Promise<RelationOption[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  const found = await sports.matchLabels(wanted);
  return optionsOf(wanted, new Map([...found].map(([id, match]) => [id, matchLabelOf(match, t)])));
}

export async function teamOptionsOf({ sports }: Sports, ids: readonly number[]): Promise<RelationOption[]> {
  const found = await sports.loadTeams(ids);
  return optionsOf(ids, new Map([...found].map(([id, team]) => [id, team.name])));
}

export async function competitionOptionsOf(
  { sports }: Sports,
  ids: readonly number[],
): Promise<RelationOption[]> {
  const found = await sports.loadCompetitions(ids);
  return optionsOf(ids, new Map([...found].map(([id, competition]) => [id, competition.name])));
}

export async function videoOptionsOf(
  { video }: { video: Pick<Services["video"], "find"> },
  ids: readonly (number | null)[],
): Promise<RelationOption[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  const gone = (error: unknown) => {
    if (isAppError(error) && error.code === "video-not-found") return null;
    throw error;
  };
  const found = await Promise.all(wanted.map((id) => video.find(id).catch(gone)));
  const labels = new Map(found.flatMap((row) => (row ? [[row.id, videoLabelOf(row)] as const] : [])));
  return optionsOf(wanted, labels);
}
