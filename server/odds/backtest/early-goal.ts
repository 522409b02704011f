import { leagueGoals, PAIR_TOTAL_WEIGHT } from "../model/dixon-coles.ts";
import {
  DEFAULT_ADJUSTMENTS,
  type InPlayAdjustments,
  type InPlayState,
  PRE_MATCH,
} from "../model/in-play.ts";
import { marketProbabilities } from "../model/markets.ts";
import { marketPrices } from "../model/prices.ts";

/** One goal for the home side at 27': the moment fans asked about. */
export const EARLY_GOAL: InPlayState = { ...PRE_MATCH, phase: "1H", minute: 27, home: 1, lastScorer: "home" };
/** A league-average side's expected goals over 90 minutes. */
export const AVERAGE_SIDE = 1.35;
/** The site's default margin (odds settings). */
const MARGIN = 0.05;

type Rates = { home: number; away: number };

/** The draw-no-bet chance of the home side, fair, in a state. */
export function drawNoBet(
  rates: Rates,
  state: InPlayState,
  options: { adjust?: InPlayAdjustments; max?: number } = {},
): number {
  return marketProbabilities(rates, state, options)["two-way"].home;
}

export type EarlyGoalLine = { label: string; rates: Rates; before: number; after: number };

const line = (label: string, rates: Rates, adjust?: InPlayAdjustments, max?: number): EarlyGoalLine => ({
  label,
  rates,
  before: drawNoBet(rates, PRE_MATCH, { adjust, max }),
  after: drawNoBet(rates, EARLY_GOAL, { adjust, max }),
});

/** A demo league as fitted: 0.985 goals for an away side, home factor 1.454 (2.42 goals a match). */
const DEMO_LEAGUE = leagueGoals({ base: 0.985, home: 1.454 });
/** A pair from it whose own fit comes out at 1.61 goals: a 64% favourite before kickoff. */
const LOW_PAIR = { home: 0.97, away: 0.64 };

/**
 * Draw no bet before kickoff and after 1-0 at 27', from the model alone: two even
 * league-average sides; the same without the game-state factors and with a wider score
 * matrix (suspects that turn out innocent); even sides by expected total; and a favourite
 * whose pair fit comes out at a low total, as fitted and as steadied toward its league.
 */
export function earlyGoalLines() {
  const even = { home: AVERAGE_SIDE, away: AVERAGE_SIDE };
  const flat = { ...DEFAULT_ADJUSTMENTS, trailing: 1, leading: 1 };
  const league = DEMO_LEAGUE.home + DEMO_LEAGUE.away;
  const pair = LOW_PAIR.home + LOW_PAIR.away;
  const scale = (league / pair) ** (1 - PAIR_TOTAL_WEIGHT);
  const total = (rates: Rates) => (rates.home + rates.away).toFixed(2);
  return {
    margin: MARGIN,
    even: line(`even sides, ${AVERAGE_SIDE} each`, even),
    flat: line("… without the ×1.08 / ×0.95 game-state factors", even, flat),
    wide: line("… with a 31 × 31 score matrix, not 11 × 11", even, undefined, 30),
    byTotal: [1.6, 2, 2.4, 3, 3.4].map((goals) =>
      line(`even sides, ${goals} goals expected`, { home: goals / 2, away: goals / 2 }),
    ),
    fitted: line(`a favourite fitted at ${total(LOW_PAIR)} goals`, LOW_PAIR),
    steadied: line(`the same pair steadied toward ${league.toFixed(2)} goals`, {
      home: LOW_PAIR.home * scale,
      away: LOW_PAIR.away * scale,
    }),
  };
}

/** Decimal prices of both sides at the default margin, laid as the site lays it. */
export function pricesOf(chance: number): [number | null, number | null] {
  const [home, away] = marketPrices([chance, 1 - chance], MARGIN).prices;
  return [home ?? null, away ?? null];
}
