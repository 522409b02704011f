// The shapes stored in the matches' and competitions' jsonb columns, one per sport where they differ.

/**
 * Scores by period as [home, away]; absent periods are not played (yet). Football keeps running
 * totals (`ht`, `ft`, `et`, `p`); basketball the points of each part (`q1`…`q4`, `ot1`…); tennis
 * the games of each set (`s1`…`s5`) and tie-break points where one was played (`s1tb`…).
 */
export type PeriodScores = {
  ht?: [number, number];
  ft?: [number, number];
  et?: [number, number];
  p?: [number, number];
} & Partial<Record<string, [number, number]>>;

/** A competition's own rules of play, for the sports that let it choose (see `competitions.format`). */
export type CompetitionFormat =
  | { bestOf: 3 | 5; matchTieBreak: boolean }
  | { quarterMinutes: 10 | 12; overtimeMinutes: 5 };

/**
 * What a sport's live state holds beside the score: tennis's point as called, raw points and the
 * server; basketball's period label, and the clock (seconds left when it last stopped, the period's
 * length to count down from `periodStartedAt` while it runs). `sim` is the live feed's own state,
 * kept with the row so any process can take the next step; it never leaves the server.
 */
export type MatchPlay = {
  point?: [string, string];
  points?: [number, number];
  serving?: "home" | "away";
  label?: string;
  clockLeft?: number;
  periodSeconds?: number;
  sim?: unknown;
};
