import { useCallback } from "react";
import type { SearchResults } from "../../../server/sports/queries/types.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { matchLabelOf, userLabelOf, videoLabelOf } from "../../lib/cms/relation-labels.ts";
import { useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import type { RelationLookup, RelationOption } from "./relation-picker.tsx";

async function json<T>(apiPath: string, path: string, signal: AbortSignal): Promise<T> {
  const response = await apiFetch(apiPath, path, { signal });
  if (!response.ok) throw new Error(`Lookup answered ${response.status}`);
  return response.json() as Promise<T>;
}

/** One kind of record from the public search, as the picker offers it. */
function useSearchLookup(pick: (results: SearchResults) => RelationOption[]): RelationLookup {
  const { apiPath } = usePublicConfig();
  return useCallback<RelationLookup>(
    async (query, signal) =>
      pick(await json<SearchResults>(apiPath, `/search?q=${encodeURIComponent(query)}&limit=10`, signal)),
    [apiPath, pick],
  );
}

const teamsOf = (results: SearchResults) => results.teams.map(({ id, name }) => ({ id, label: name }));
const competitionsOf = (results: SearchResults) =>
  results.competitions.map(({ id, name }) => ({ id, label: name }));
// The search answers matches of the team a query names, or of the two teams it names; the ones
// in play lead, as the rooms and posts staff look for are mostly today's.
const matchesOf = (results: SearchResults, t: Translator) =>
  [...results.matches]
    .sort((a, b) => Number(b.status === "live") - Number(a.status === "live"))
    .map((match) => ({
      id: match.id,
      label: matchLabelOf({ home: match.home.name, away: match.away.name, kickoffAt: match.kickoffAt }, t),
    }));

export const useTeamLookup = () => useSearchLookup(teamsOf);
export const useCompetitionLookup = () => useSearchLookup(competitionsOf);
/** Matches by their teams: "calderbridge" or "calderbridge stanmoor". */
export function useMatchLookup(): RelationLookup {
  const t = useT();
  const pick = useCallback((results: SearchResults) => matchesOf(results, t), [t]);
  return useSearchLookup(pick);
}

type UserPage = { data: Array<{ id: number; display_name: string; email: string | null }> };

/** Accounts by name or e-mail, through the staff user list (readers of the audit log may read it). */
export function useUserLookup(): RelationLookup {
  const { apiPath } = usePublicConfig();
  return useCallback<RelationLookup>(
    async (query, signal) => {
      const page = await json<UserPage>(
        apiPath,
        `/cms/users?q=${encodeURIComponent(query)}&sort=name&order=asc&limit=10`,
        signal,
      );
      return page.data.map((user) => ({
        id: user.id,
        label: userLabelOf({ name: user.display_name, email: user.email }),
      }));
    },
    [apiPath],
  );
}

type VideoPage = { data: Array<{ id: number; title: string; kind: string }> };

/** Videos by words in their title, through the staff video list (the film form's editors read it). */
export function useVideoLookup(): RelationLookup {
  const { apiPath } = usePublicConfig();
  return useCallback<RelationLookup>(
    async (query, signal) => {
      const page = await json<VideoPage>(
        apiPath,
        `/cms/videos?q=${encodeURIComponent(query)}&limit=10`,
        signal,
      );
      return page.data.map((video) => ({ id: video.id, label: videoLabelOf(video) }));
    },
    [apiPath],
  );
}
