import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planDemoBasketball } from "../basketball/demo-plan.ts";
import { planDemoTennis } from "../tennis/demo-plan.ts";
import { localMinutes, minutesOf } from "./host-zone.ts";

// Any moment of a year, either side of both changes of clocks.
const moment = fc.date({
  min: new Date("2027-01-01T00:00:00Z"),
  max: new Date("2027-12-31T23:59:59Z"),
  noInvalidDate: true,
});

const quarterHour = 15 * 60_000;

/** Starts that are not on a quarter hour, or outside local `from`–`to` in the host's zone. */
function offHours(starts: Date[], zone: string, from: string, to: string): string[] {
  return starts.flatMap((start) => {
    const local = localMinutes(start, zone);
    const wrong = start.getTime() % quarterHour !== 0 || local < minutesOf(from) || local > minutesOf(to);
    return wrong ? [`${start.toISOString()} in ${zone}`] : [];
  });
}

describe("touring demo events", () => {
  it("start tennis ties on quarter hours within the host city's day of play, two live at any boot", () => {
    fc.assert(
      fc.property(moment, (now) => {
        const { matches, timeZone } = planDemoTennis(now);
        expect(
          offHours(
            matches.map((m) => m.kickoffAt),
            timeZone,
            "11:00",
            "21:00",
          ),
          now.toISOString(),
        ).toEqual([]);
        expect(matches.filter((m) => m.status === "live")).toHaveLength(2);
      }),
      { numRuns: 150 },
    );
  });

  it("tip basketball off on quarter hours in the host city's afternoon and evening, two live at any boot", () => {
    fc.assert(
      fc.property(moment, (now) => {
        const { games, timeZone } = planDemoBasketball(now);
        expect(
          offHours(
            games.map((g) => g.kickoffAt),
            timeZone,
            "12:00",
            "22:45",
          ),
          now.toISOString(),
        ).toEqual([]);
        expect(games.filter((g) => g.status === "live")).toHaveLength(2);
      }),
      { numRuns: 150 },
    );
  });
});
