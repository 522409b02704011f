import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "./plain-text.ts";

describe("withoutBidiControls", () => {
  it("strips every embedding, override and isolate control, and nothing else", () => {
    const controls = [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ];
    expect(withoutBidiControls(controls.join("goal"))).toBe("goal".repeat(8));
    expect(withoutBidiControls("Ultras \u202egnp.exe")).toBe("Ultras gnp.exe");
    // Right-to-left scripts and the marks they use stay as written.
    expect(withoutBidiControls("هدف! \u200fגול 😀")).toBe("هدف! \u200fגול 😀");
  });
});
