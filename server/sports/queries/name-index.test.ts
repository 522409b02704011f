import { describe, expect, it } from "vitest";
import { fold, queryWords, scoreFolded } from "./fuzzy.ts";
import { indexNames, namesScorer } from "./name-index.ts";

const names = [
  { id: 1, name: "Atlético Madrid", extra: "Atlético" },
  { id: 2, name: "Calderbridge City", extra: "Calder" },
  { id: 3, name: "Stanmoor Harriers FC" },
  { id: 4, name: "Kingsmere Athletic", extra: "K. Athletic" },
  { id: 5, name: "Borussia Mönchengladbach", extra: "Gladbach" },
  { id: 6, name: "Calderbridge Rovers" },
  { id: 7, name: "José María Calderón" },
  { id: 8, name: "Kingsmere", extra: "—" },
];

/** What search scored before the index: each name and its short form folded and scored whole. */
const scoredOneByOne = (query: string) =>
  names.map((row) => {
    const words = queryWords(query);
    const extra = row.extra ? fold(row.extra) : "";
    return Math.max(scoreFolded(words, fold(row.name)), extra ? scoreFolded(words, extra) : 0);
  });

describe("the name index", () => {
  const queries = [
    "calderbridge city",
    "calder",
    "caldrebridge",
    "atletico",
    "atlético madird",
    "kingsmere",
    "kingsmere ath",
    "monchengladbach",
    "gladbch",
    "harriers fc",
    "calderon",
    "x",
    "zzzz qqqq",
  ];

  it("scores every name as scoring it alone does, for exact names, prefixes, typos and misses", () => {
    const score = namesScorer(indexNames(names));
    for (const query of queries) {
      expect([...score(queryWords(query))], query).toEqual(scoredOneByOne(query));
    }
    // Asked again, from the comparisons it kept, the answers are the same.
    for (const query of [...queries].reverse()) {
      expect([...score(queryWords(query))], query).toEqual(scoredOneByOne(query));
    }
  });

  it("keeps each distinct word once", () => {
    const index = indexNames(names);
    expect(index.vocabulary.filter((word) => word === "calderbridge")).toHaveLength(1);
    expect(index.vocabulary.filter((word) => word === "kingsmere")).toHaveLength(1);
    expect(index.entries.map((entry) => entry.forms.length)).toEqual([2, 2, 1, 2, 2, 1, 1, 1]);
  });
});
