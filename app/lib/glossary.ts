import { defineMessages } from "./i18n.tsx";

/**
 * The sport's own words, one translation each, used wherever they appear: a match's state on a
 * scoreboard, its periods, and the markets' names. Translators review these once per language.
 */
export const glossary = defineMessages({
  live: { id: "glossary.live", defaultMessage: "Live", description: "A match in play, on a scoreboard" },
  halfTime: { id: "glossary.half-time", defaultMessage: "Half-time" },
  halfTimeShort: {
    id: "glossary.half-time.short",
    defaultMessage: "HT",
    description: "Half-time on a scoreboard",
  },
  fullTime: { id: "glossary.full-time", defaultMessage: "Full-time" },
  fullTimeShort: {
    id: "glossary.full-time.short",
    defaultMessage: "FT",
    description: "Full-time on a scoreboard",
  },
  extraTime: { id: "glossary.extra-time", defaultMessage: "Extra time" },
  extraTimeHalfTimeShort: {
    id: "glossary.extra-time-half-time.short",
    defaultMessage: "ET HT",
    description: "The break in extra time, on a scoreboard",
  },
  afterExtraTimeShort: {
    id: "glossary.after-extra-time.short",
    defaultMessage: "AET",
    description: "Finished after extra time, on a scoreboard",
  },
  penalties: { id: "glossary.penalties", defaultMessage: "Penalties", description: "A penalty shoot-out" },
  penaltiesLiveShort: {
    id: "glossary.penalties.live-short",
    defaultMessage: "Pens",
    description: "A shoot-out in progress, on a scoreboard",
  },
  penaltiesShort: {
    id: "glossary.penalties.short",
    defaultMessage: "Pen",
    description: "Decided on penalties, on a scoreboard",
  },
  postponedShort: { id: "glossary.postponed.short", defaultMessage: "Postp." },
  suspendedShort: { id: "glossary.suspended.short", defaultMessage: "Susp." },
  cancelledShort: { id: "glossary.cancelled.short", defaultMessage: "Canc." },
  abandonedShort: { id: "glossary.abandoned.short", defaultMessage: "Aband." },
  awardedShort: {
    id: "glossary.awarded.short",
    defaultMessage: "Awd.",
    description: "Result awarded by officials",
  },
  quarter: { id: "glossary.quarter", defaultMessage: "Quarter {number}", description: "Basketball" },
  quarterShort: {
    id: "glossary.quarter.short",
    defaultMessage: "Q{number}",
    description: "Basketball, scoreboard",
  },
  endOfQuarterShort: { id: "glossary.end-of-quarter.short", defaultMessage: "End Q{number}" },
  overtimeShort: {
    id: "glossary.overtime.short",
    defaultMessage: "OT{number}",
    description: "Basketball, scoreboard",
  },
  set: { id: "glossary.set", defaultMessage: "Set {number}", description: "Tennis" },
  tieBreak: { id: "glossary.tie-break", defaultMessage: "Tie-break", description: "Tennis" },
  draw: { id: "glossary.draw", defaultMessage: "Draw" },
  drawNoBet: { id: "glossary.draw-no-bet", defaultMessage: "Draw no bet", description: "Betting market" },
  oddEven: { id: "glossary.odd-even", defaultMessage: "Odd or even goals", description: "Betting market" },
  odd: { id: "glossary.odd", defaultMessage: "Odd", description: "Odd number of goals" },
  even: { id: "glossary.even", defaultMessage: "Even", description: "Even number of goals" },
  lastTeamToScore: {
    id: "glossary.last-team-to-score",
    defaultMessage: "Last team to score",
    description: "Betting market",
  },
  noGoal: { id: "glossary.no-goal", defaultMessage: "No goal", description: "Betting selection" },
  fullTimeResult: {
    id: "glossary.full-time-result",
    defaultMessage: "Full-time result (1X2)",
    description: "Betting market",
  },
});
