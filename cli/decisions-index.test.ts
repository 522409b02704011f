import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const folder = resolve(import.meta.dirname, "../docs/decisions");

describe("the decisions' index", () => {
  it("lists every decision once, by its file, with whether it holds", () => {
    const decisions = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
    const index = readFileSync(join(folder, "README.md"), "utf8");
    const listed = [
      ...index.matchAll(
        /^\| (\d{3}) +\| \[[^\]]+\]\((\d{3}-[^)]+\.md)\) +\| (holds[^|]*|replaced by [^|]+) \|$/gm,
      ),
    ];
    expect(listed.map((row) => row[2]).sort()).toEqual(decisions.sort());
    for (const [, number, file] of listed) expect(file!.startsWith(number!)).toBe(true);
  });
});
