import { z } from "zod";
import { MATCH_EVENT_TYPES } from "../sports/schema.ts";

export const scoringTypes = ["goal", "penalty-goal", "own-goal"] as const;

/** Match events, plus the correction that takes one back. */
export const liveEventTypes = [...MATCH_EVENT_TYPES, "correction"] as const;

export const playedPeriods = ["1H", "2H", "ET1", "ET2", "PEN"] as const;

const name = z.string().trim().min(1).max(80);

/**
 * A match event as any source submits it. For every scoring type `teamId` is
 * the team credited with the goal (for an own goal: the opponents of the scorer).
 */
export const liveEventInput = z
  .object({
    type: z.enum(liveEventTypes),
    minute: z.number().int().min(0).max(130),
    stoppage: z.number().int().min(1).max(30).optional(),
    period: z.enum(playedPeriods).optional(),
    teamId: z.number().int().positive().optional(),
    playerName: name.optional(),
    secondaryPlayerName: name.optional(),
    /** period-end of 2H or ET2: what follows; by default the match is over. */
    next: z.enum(["ET", "PEN"]).optional(),
    /** The score the source shows after this event, checked against ours. */
    score: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]).optional(),
    /** correction: the timeline event id it cancels, or the source event id from the same source. */
    cancelsEventId: z.number().int().positive().optional(),
    cancelsSourceEventId: z.string().min(1).max(200).optional(),
    reason: z.string().trim().min(1).max(120).optional(),
    /**
     * correction: the referee overturned the event on video review (VAR). Without it a correction
     * puts the record right (an operator's undo, a feed's fix) and fans see it as a correction.
     */
    review: z.boolean().optional(),
    /** When it happened at the source; defaults to the time of ingest. */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export type LiveEventInput = z.infer<typeof liveEventInput>;

/**
 * The live console's event source. A match with an event from it has been taken
 * over by an operator: the simulator leaves it alone from then on.
 */
export const CONSOLE_SOURCE = "cms";
/** The deprecated admin scoring path's source. */
export const MANUAL_SOURCE = "manual";
/**
 * Sources where a person types the names: checked against the line-ups the match centre shows.
 * Feeds' histories are taken as they come, the referee inferring who plays.
 */
export const staffSources: ReadonlySet<string> = new Set([CONSOLE_SOURCE, MANUAL_SOURCE]);

export const ingestInput = z.object({
  source: z
    .string()
    .regex(/^[a-z0-9][a-z0-9:._-]{0,39}$/, "Use up to 40 lowercase letters, digits and : . _ -"),
  sourceEventId: z.string().min(1).max(200),
  matchId: z.number().int().positive(),
  event: liveEventInput,
});

export type IngestInput = z.infer<typeof ingestInput>;
