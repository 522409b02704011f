// What other domains may use of the sports domain beyond its tables: the match centre's statistics, match labels.

// Basketball in the live layer: possession by possession through the simulator, the clock on the row.
export { demoBasketballCup, demoBasketballLeague } from "./basketball/demo-plan.ts";
export {
  applyStep as applyBasketballStep,
  type BasketballLive,
  clockAt as basketballClockAt,
  liveOf as basketballLiveOf,
  periodStartFor,
  playOf as basketballPlayOf,
} from "./basketball/live.ts";
export { type OperatorAction, type OperatorOutcome, operatorStep } from "./basketball/operator.ts";
export { addToBox, type BoxScore, emptyBox, type Play } from "./basketball/plays.ts";
export type { BasketballFormat, BasketballScores } from "./basketball/rules.ts";
export { newGame as newBasketballGame } from "./basketball/simulate.ts";
export {
  type MinuteFacts,
  newStatsPlay,
  playStatsMinute,
  quietMinute,
  resumeStatsPlay,
  type StatsPlay,
  storedStatsOf,
} from "./centre/play-stats.ts";
export {
  type MatchStats,
  type MomentumPoint,
  momentumOf,
  type StoredStats,
  settleStats,
} from "./centre/stats.ts";
export { type MatchCentreFacts, saveMatchCentreFacts, writeMatchStats } from "./centre/write.ts";
// The admin area's catalogue: create and edit competitions, seasons, teams, players and venues, merge teams.
export {
  CATALOG,
  CATALOG_PLURALS,
  type CatalogPlural,
  type CatalogRecord,
  createCatalogRecord,
  type Editor,
  isCatalogPlural,
  mergeTeamRecords,
  updateCatalogRecord,
} from "./editing/catalog.ts";
export { type DuplicateCandidate, possibleDuplicateTeams } from "./editing/duplicates.ts";
// The admin area's match management and the operators' hot-match pin.
export { currentHotPin, type HotPin, pinHotMatch, unpinHotMatch } from "./editing/hot-pin.ts";
export {
  type ChangeMatchInput,
  type CmsMatch,
  type CreateMatchInput,
  changeMatchInput,
  createMatchInput,
  MATCH_LIST_SORTS,
  OPERATOR_STATUSES,
} from "./editing/matches-input.ts";
export { type MatchFormOptions, matchFormOptions } from "./editing/matches-options.ts";
export { type CmsMatchFilter, listCmsMatches, readCmsMatch } from "./editing/matches-read.ts";
export { changeMatch, createMatch, type MatchChange, type StaffAct } from "./editing/matches-write.ts";
export { catalogOptions } from "./editing/options.ts";
export * as catalogSchemas from "./editing/schemas.ts";
export {
  countTeamFollowersWith,
  type MergePreview,
  onTeamMerge,
  type TeamMergeStep,
  teamMergePreview,
} from "./editing/team-merge.ts";
export { basketballFormatOf, tennisFormatOf } from "./formats.ts";
// Teams and competitions in a reader's language (decision 078), for what other domains word themselves.
export { inRequestLanguage, type LocalNames, resolveLocalNames, withLocalNames } from "./local-names.ts";
export { isPlaySport, PLAY_SPORTS } from "./play-sports.ts";
export { type MatchWithCompetition, matchesByIds } from "./queries/by-ids.ts";
export { type MatchLabel, matchLabels } from "./queries/labels.ts";
export { getMatch, listLiveMatches } from "./queries/matches.ts";
export { loadCompetitions, loadTeams } from "./queries/refs.ts";
export type { MatchDetail, MatchEventView, MatchSummary } from "./queries/types.ts";
export { isCalendarDate, isTimeZone, startOfZonedDay, todayIn } from "./queries/zoned-day.ts";
// Tennis in the live layer: one point at a time through the rules, and the draw moving on.
export { advanceDraw } from "./tennis/advance.ts";
export { demoTennisFormat } from "./tennis/demo-plan.ts";
export { applyPoint as applyTennisPoint, type TennisLive } from "./tennis/live.ts";
export type { Side, TennisScores } from "./tennis/rules.ts";
