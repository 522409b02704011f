// What other domains may use of the sports domain beyond its tables: the match centre's statistics, match labels.
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
export { type MatchLabel, matchLabels } from "./queries/labels.ts";
export { listLiveMatches } from "./queries/matches.ts";
export { isTimeZone, startOfZonedDay, todayIn } from "./queries/zoned-day.ts";
