import type { Db } from "../db/connect.ts";
import { bindAll } from "../platform/bind.ts";
import { requestLocale } from "../platform/request-language.ts";
import { teamCalendar } from "./calendar/team-calendar.ts";
import {
  CATALOG,
  createCatalogRecord,
  getCatalogRecord,
  isCatalogPlural,
  listCatalogRecords,
  mergeTeamRecords,
  updateCatalogRecord,
} from "./editing/catalog.ts";
import { possibleDuplicateTeams } from "./editing/duplicates.ts";
import { currentHotPin, pinHotMatch, unpinHotMatch } from "./editing/hot-pin.ts";
import { changeMatchInput, createMatchInput } from "./editing/matches-input.ts";
import { matchFormOptions } from "./editing/matches-options.ts";
import { listCmsMatches, readCmsMatch } from "./editing/matches-read.ts";
import { changeMatch, createMatch } from "./editing/matches-write.ts";
import { catalogOptions } from "./editing/options.ts";
import { teamMergePreview } from "./editing/team-merge.ts";
import { inRequestLanguage } from "./local-names.ts";
import { getBasketballTable } from "./queries/basketball-table.ts";
import { getBoxScore } from "./queries/box-score.ts";
import { getCountry, getSport, listCountries, listSportsWithLive } from "./queries/catalog.ts";
import { getMatchCentre } from "./queries/centre.ts";
import {
  type CompetitionFilter,
  getCompetition,
  listCompetitionMatches,
  listCompetitions,
} from "./queries/competitions.ts";
import { getDraw } from "./queries/draw.ts";
import { listHotMatches } from "./queries/hot.ts";
import { matchLabels } from "./queries/labels.ts";
import {
  getHeadToHead,
  listLiveMatches,
  listMatchesByDate,
  type MatchesByDateOptions,
} from "./queries/matches.ts";
import { readPlayerPage } from "./queries/player-page.ts";
import { getMatchPlays } from "./queries/plays.ts";
import { loadCompetitions, loadTeams } from "./queries/refs.ts";
import { getTopScorers } from "./queries/scorers.ts";
import { search } from "./queries/search.ts";
import { getSeasonRecord } from "./queries/season-record.ts";
import { getStandings } from "./queries/standings.ts";
import { readTeamPage } from "./queries/team-page.ts";
import { getTeam, listTeamMatches, listTeams, type TeamFilter } from "./queries/teams.ts";
import { tableKindOf } from "./standings/kind.ts";

/**
 * The reads whose lists are ordered by name, ordered as the request's language names and orders
 * them (Intl.Collator): a Japanese page lists clubs in Japanese order.
 */
function orderedInRequestLanguage(db: Db) {
  return {
    listCompetitions: (filter: CompetitionFilter = {}) =>
      listCompetitions(db, { ...filter, locale: filter.locale ?? requestLocale() }),
    listTeams: (filter: TeamFilter = {}) =>
      listTeams(db, { ...filter, locale: filter.locale ?? requestLocale() }),
    listMatchesByDate: (options: MatchesByDateOptions) =>
      listMatchesByDate(db, { ...options, locale: options.locale ?? requestLocale() }),
    listLiveMatches: (sport?: string) => listLiveMatches(db, sport, requestLocale()),
    getTeam: (id: number, now?: Date) => getTeam(db, id, now, requestLocale()),
    readTeamPage: (id: number, now?: Date) => readTeamPage(db, id, now, requestLocale()),
    readPlayerPage: (id: number) => readPlayerPage(db, id, requestLocale()),
    search: (q: string, options: Parameters<typeof search>[2] = {}) =>
      search(db, q, { ...options, locale: options.locale ?? requestLocale() }),
  };
}

/**
 * What the sports domain offers pages through `services.sports`: its reads and the admin area's
 * catalogue and match edits over the database, with the rules and form schemas those pages show.
 */
export function createSportsFacade(db: Db) {
  return {
    // Public reads: scores, competitions, teams, players, the match page and search.
    ...inRequestLanguage({
      ...orderedInRequestLanguage(db),
      ...bindAll(db, {
        getBasketballTable,
        getBoxScore,
        getCountry,
        getSport,
        listCountries,
        listSportsWithLive,
        getMatchCentre,
        getMatchPlays,
        getCompetition,
        listCompetitionMatches,
        getDraw,
        listHotMatches,
        getHeadToHead,
        getTopScorers,
        getStandings,
        getSeasonRecord,
        listTeamMatches,
        teamCalendar,
        loadCompetitions,
        loadTeams,
        matchLabels,
      }),
    }),
    // The admin area's catalogue, matches and hot-match pin.
    ...bindAll(db, {
      catalogOptions,
      listCatalogRecords,
      getCatalogRecord,
      createCatalogRecord,
      updateCatalogRecord,
      mergeTeamRecords,
      possibleDuplicateTeams,
      teamMergePreview,
      matchFormOptions,
      listCmsMatches,
      readCmsMatch,
      createMatch,
      changeMatch,
      currentHotPin,
      pinHotMatch,
      unpinHotMatch,
    }),
    CATALOG,
    isCatalogPlural,
    createMatchInput,
    changeMatchInput,
    tableKindOf,
  };
}

export type SportsFacade = ReturnType<typeof createSportsFacade>;
