/**
 * Sports scored point by point through `live.play` (docs/decisions/033-live-play.md), not by a football
 * timeline: the football simulator, the ingest of timeline events and the odds all leave them alone.
 */
export const PLAY_SPORTS: readonly string[] = ["tennis", "basketball"];

export const isPlaySport = (sport: string) => PLAY_SPORTS.includes(sport);
