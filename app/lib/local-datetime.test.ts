import { describe, expect, it } from "vitest";
import { localDateTimeIn } from "./local-datetime.ts";

describe("localDateTimeIn", () => {
  it("gives the wall clock of a zone and its offset as the browser states it", () => {
    expect(localDateTimeIn("2026-07-04T14:00:00Z", "Europe/London")).toEqual({
      value: "2026-07-04T15:00",
      offset: -60,
    });
    expect(localDateTimeIn("2026-12-05T14:00:00Z", "America/New_York")).toEqual({
      value: "2026-12-05T09:00",
      offset: 300,
    });
    expect(localDateTimeIn("2026-12-05T14:00:00Z", "UTC")).toEqual({ value: "2026-12-05T14:00", offset: 0 });
  });
});
