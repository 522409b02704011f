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
export { listLiveMatches } from "./queries/matches.ts";
export { isTimeZone, startOfZonedDay, todayIn } from "./queries/zoned-day.ts";
