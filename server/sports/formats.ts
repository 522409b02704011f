import type { BasketballFormat } from "./basketball/rules.ts";
import type { CompetitionFormat } from "./schema.ts";
import type { TennisFormat } from "./tennis/rules.ts";

/** Basketball as most leagues play it: 4 × 12 minutes, overtimes of 5. */
export const USUAL_BASKETBALL: BasketballFormat = { quarterMinutes: 12, overtimeMinutes: 5 };
/** Tennis as most tour events play it: best of three sets, a normal deciding set. */
export const USUAL_TENNIS: TennisFormat = { bestOf: 3, matchTieBreak: false };

/** A competition's basketball rules, or the usual ones when it names none. */
export function basketballFormatOf(format: CompetitionFormat | null | undefined): BasketballFormat {
  return format && "quarterMinutes" in format ? format : USUAL_BASKETBALL;
}

/** A competition's tennis rules, or the usual ones when it names none. */
export function tennisFormatOf(format: CompetitionFormat | null | undefined): TennisFormat {
  return format && "bestOf" in format ? format : USUAL_TENNIS;
}
