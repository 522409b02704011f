import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { SearchResults as Results } from "../../../server/sports/queries/types.ts";
import { countryName } from "../../../shared/country-names.ts";
import { apiFetch } from "../../lib/api.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { matchClock } from "../../lib/match-status.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { useRoundName } from "../../lib/round-name.ts";
import { shortDate } from "../../lib/time.ts";
import { CountryFlag } from "../competition/country-flag.tsx";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  idle: {
    id: "shell.search.idle",
    defaultMessage:
      "Type a team, competition or player — or two teams, such as “calderbridge stanmoor”, for their matches.",
    description:
      "Search dialog before anything is typed; the example names two demo teams, keep them as they are",
  },
  failed: {
    id: "shell.search.failed",
    defaultMessage: "Search is not answering right now. Check your connection and try again.",
  },
  searching: { id: "shell.search.searching", defaultMessage: "Searching…" },
  resultsStatus: {
    id: "shell.search.results-status",
    defaultMessage:
      "{count, plural, =0 {No results for {query}} one {# result for {query}} other {# results for {query}}}",
    description: "Read out by screen readers when results arrive; query is what was typed",
  },
  noResults: {
    id: "shell.search.no-results",
    defaultMessage: "No results for “{query}”. Check the spelling, or try a shorter name.",
  },
  teams: {
    id: "shell.search.teams",
    defaultMessage: "Teams",
    description: "Heading of a group of search results",
  },
  competitions: {
    id: "shell.search.competitions",
    defaultMessage: "Competitions",
    description: "Heading of a group of search results",
  },
  players: {
    id: "shell.search.players",
    defaultMessage: "Players",
    description: "Heading of a group of search results",
  },
  matches: {
    id: "shell.search.matches",
    defaultMessage: "Matches",
    description: "Heading of a group of search results",
  },
  international: {
    id: "shell.search.international",
    defaultMessage: "International",
    description: "In place of a country, for a competition between nations or clubs of several countries",
  },
  versus: {
    id: "shell.search.versus",
    defaultMessage: "{home} v {away}",
    description: "A match not yet played: the home team's name, then the away team's",
  },
});

type State =
  | { kind: "idle" }
  | { kind: "loading"; query: string }
  | { kind: "done"; query: string; results: Results }
  | { kind: "failed"; query: string };

/** Waits for a pause in typing, cancels answers that are no longer wanted. */
const DEBOUNCE_MS = 150;

function useSearch(query: string): State {
  const { apiPath } = usePublicConfig();
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: "idle" });
  const trimmed = query.trim().slice(0, 100);
  useEffect(() => {
    if (!trimmed) {
      setState({ kind: "idle" });
      return;
    }
    setState((previous) => (previous.kind === "done" ? previous : { kind: "loading", query: trimmed }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      // Teams and competitions are named in the page's language, whatever the browser's own.
      apiFetch(apiPath, `/search?q=${encodeURIComponent(trimmed)}&limit=5`, {
        signal: abort.signal,
        headers: { "Accept-Language": locale },
      })
        .then((response) => {
          if (!response.ok) throw new Error(`Search answered ${response.status}`);
          return response.json() as Promise<Results>;
        })
        .then(
          (results) => setState({ kind: "done", query: trimmed, results }),
          () => {
            if (!abort.signal.aborted) setState({ kind: "failed", query: trimmed });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [apiPath, trimmed, locale]);
  return state;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function Group({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `search-${name}`;
  return (
    <section aria-labelledby={id} className="py-1">
      <h3 id={id} className="px-4 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-muted uppercase">
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}

function Hit({ to, onPick, children }: { to: string; onPick: () => void; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        onClick={onPick}
        data-search-result
        className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-raised focus-visible:bg-raised focus-visible:outline-none"
      >
        {children}
      </Link>
    </li>
  );
}

/** The answers for what is typed, grouped: teams, competitions, players, matches. */
export function SearchResults({ query, onPick }: { query: string; onPick: () => void }) {
  const t = useT();
  const roundName = useRoundName();
  const locale = useLocale();
  const state = useSearch(query);
  if (state.kind === "idle") {
    return <p className="px-4 py-6 text-sm text-muted">{t(m.idle)}</p>;
  }
  if (state.kind === "failed") {
    return (
      <p role="alert" className="px-4 py-6 text-sm">
        {t(m.failed)}
      </p>
    );
  }
  if (state.kind === "loading") {
    return <p className="px-4 py-6 text-sm text-muted">{t(m.searching)}</p>;
  }
  const { results } = state;
  const { players } = results;
  const count = results.teams.length + results.competitions.length + players.length + results.matches.length;
  const zone = browserZone();
  return (
    <div aria-busy={state.query !== query.trim()}>
      <p role="status" className="sr-only">
        {t(m.resultsStatus, { count, query: state.query })}
      </p>
      {count === 0 ? <p className="px-4 py-6 text-sm">{t(m.noResults, { query: state.query })}</p> : null}
      {results.teams.length > 0 ? (
        <Group name="teams" title={t(m.teams)}>
          {results.teams.map((team) => (
            <Hit key={team.id} to={`/team/${team.id}`} onPick={onPick}>
              <TeamCrest team={team} />
              <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
            </Hit>
          ))}
        </Group>
      ) : null}
      {results.competitions.length > 0 ? (
        <Group name="competitions" title={t(m.competitions)}>
          {results.competitions.map((competition) => (
            <Hit key={competition.id} to={`/league/${competition.id}`} onPick={onPick}>
              <CountryFlag country={competition.country} />
              <span className="min-w-0 flex-1 truncate font-medium">{competition.name}</span>
              <span className="text-xs text-muted">
                {competition.country ? countryName(competition.country, t) : t(m.international)}
              </span>
            </Hit>
          ))}
        </Group>
      ) : null}
      {players.length > 0 ? (
        <Group name="players" title={t(m.players)}>
          {players.map((player) => (
            <Hit key={player.id} to={`/player/${player.id}`} onPick={onPick}>
              {player.team ? <TeamCrest team={player.team} /> : null}
              <span className="min-w-0 flex-1 truncate font-medium">{player.name}</span>
              {player.team ? (
                <span className="truncate text-xs text-muted">{player.team.shortName}</span>
              ) : null}
            </Hit>
          ))}
        </Group>
      ) : null}
      {results.matches.length > 0 ? (
        <Group name="matches" title={t(m.matches)}>
          {results.matches.map((match) => (
            <Hit key={match.id} to={`/match/${match.id}`} onPick={onPick}>
              <span className="w-14 shrink-0 text-center text-xs text-muted tabular-nums">
                {shortDate(match.kickoffAt, zone, false, locale)}
                <span className="block">{matchClock(match, zone, t)}</span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">
                  {match.homeScore !== null && match.status !== "scheduled" ? (
                    <>
                      {match.home.name}{" "}
                      <span dir="ltr">
                        {match.homeScore}–{match.awayScore}
                      </span>{" "}
                      {match.away.name}
                    </>
                  ) : (
                    t(m.versus, { home: match.home.name, away: match.away.name })
                  )}
                </span>
                <span className="block truncate text-xs text-muted">
                  {match.competition.name}
                  {match.round ? ` · ${roundName(match.round)}` : ""}
                </span>
              </span>
            </Hit>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
