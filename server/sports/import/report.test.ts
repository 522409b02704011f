import { describe, expect, it } from "vitest";
import { createProgress } from "./report.ts";

/** A clock the test moves by hand. */
function clock() {
  let ms = 0;
  return {
    now: () => ms,
    advance: (by: number) => {
      ms += by;
    },
  };
}

describe("import progress", () => {
  it("redraws one bar on a terminal with files, matches, rate and time left", () => {
    const time = clock();
    const written: string[] = [];
    const progress = createProgress({
      tty: true,
      write: (text) => written.push(text),
      totalFiles: 188,
      totalBytes: 1_000,
      now: time.now,
      width: 10,
    });
    time.advance(2_000);
    progress.update({ files: 120, bytes: 500, matches: 30_000, label: "football.json/2023-24/en.1.json" });
    const line = written.at(-1)!;
    expect(line.startsWith("\r")).toBe(true);
    for (const part of [
      "█████░░░░░",
      "120/188 files",
      "30,000 matches",
      "15,000 matches/s",
      // Half the bytes in 2 s: about 2 s to go.
      "2 s left",
      "en.1.json",
    ])
      expect(line).toContain(part);
    progress.finish();
    expect(written.at(-1)).toBe("\n");
  });

  it("prints plain lines elsewhere: one per tenth of the files and the last, never a carriage return", () => {
    const time = clock();
    const written: string[] = [];
    const progress = createProgress({
      tty: false,
      write: (text) => written.push(text),
      totalFiles: 100,
      totalBytes: 100,
      now: time.now,
    });
    for (let files = 1; files <= 100; files++) {
      time.advance(100);
      progress.update({ files, bytes: files, matches: files * 300, label: `file-${files}.json` });
    }
    progress.finish();
    expect(written).toHaveLength(11);
    expect(written.join("")).not.toContain("\r");
    expect(written.at(-1)).toBe("import: 100/100 files · 30,000 matches · 3,000 matches/s · done\n");
    expect(written[5]).toMatch(/^import: 50\/100 files · 15,000 matches · 3,000 matches\/s · 5 s left\n$/);
  });
});
