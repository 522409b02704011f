// What other domains may use of the sports domain beyond its tables: the match centre's statistics.
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
export { catalogOptions } from "./editing/options.ts";
export * as catalogSchemas from "./editing/schemas.ts";
export { type MergePreview, teamMergePreview } from "./editing/team-merge.ts";
