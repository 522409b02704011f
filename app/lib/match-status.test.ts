import { describe, expect, it } from "vitest";
import { matchClock } from "./match-status.ts";

const base = { kickoffAt: "2026-11-21T15:00:00.000Z", period: null, minute: null, stoppage: null } as const;

describe("the match clock", () => {
  it("shows stoppage time and the break while live", () => {
    expect(matchClock({ ...base, status: "live", period: "1H", minute: 45, stoppage: 2 }, "UTC")).toBe(
      "45+2'",
    );
    expect(matchClock({ ...base, status: "live", period: "2H", minute: 67, stoppage: null }, "UTC")).toBe(
      "67'",
    );
    expect(matchClock({ ...base, status: "live", period: "HT", minute: 45, stoppage: null }, "UTC")).toBe(
      "HT",
    );
  });

  it("names how a finished match ended", () => {
    expect(matchClock({ ...base, status: "finished", period: "FT" }, "UTC")).toBe("FT");
    expect(matchClock({ ...base, status: "finished", period: "AET" }, "UTC")).toBe("AET");
    expect(matchClock({ ...base, status: "postponed" }, "UTC")).toBe("Postp.");
  });

  it("shows the local kickoff time before the match", () => {
    expect(matchClock({ ...base, status: "scheduled" }, "Europe/Madrid")).toBe("16:00");
  });
});
