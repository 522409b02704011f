/**
 * The chat word filter. Text is normalised the way evasions are undone
 * (compatibility forms, accents, Cyrillic and Greek look-alikes, digits and
 * symbols standing in for letters, letters spaced or punctuated apart, letters
 * repeated), then compared word by word: a blocked word matches only a whole
 * word, so "Scunthorpe" and "classic" pass. Matches are masked, not refused,
 * so a heated fan's message still arrives (docs/decisions/022-match-chat.md).
 */

/** A short built-in list; operators add their own with CHAT_BLOCKED_WORDS. */
export const DEFAULT_BLOCKED_WORDS = [
  "fuck",
  "shit",
  "cunt",
  "bastard",
  "wanker",
  "twat",
  "bitch",
  "asshole",
];

/** Look-alikes and stand-ins, each read as the Latin letter it imitates. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ς: "s",
  σ: "s",
  μ: "u",
  // digits and symbols
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  "€": "e",
  "£": "l",
};

type Letter = { letter: string; at: number; end: number };
type Word = { letters: Letter[]; spaced: boolean };

/** Each character of the text as a letter (with where it stands), a gap, or nothing (marks, zero-width). */
function lettersOf(text: string): Array<Letter | "gap"> {
  const out: Array<Letter | "gap"> = [];
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const plain = char
      .normalize("NFKD")
      .replace(/[\p{M}\p{Cf}]/gu, "")
      .toLowerCase();
    if (plain.length > 0) {
      let any = false;
      for (const part of plain) {
        const letter = LOOK_ALIKES[part] ?? part;
        if (/^\p{L}$/u.test(letter)) {
          out.push({ letter, at, end });
          any = true;
        }
      }
      if (!any) out.push("gap");
    }
    at = end;
  }
  return out;
}

/** Words of the text, and runs of single letters split by gaps ("f u c k", "f.u.c.k") as one candidate each. */
function candidatesOf(text: string): Word[] {
  const words: Letter[][] = [];
  let current: Letter[] = [];
  for (const item of lettersOf(text)) {
    if (item !== "gap") current.push(item);
    else if (current.length > 0) {
      words.push(current);
      current = [];
    }
  }
  if (current.length > 0) words.push(current);
  const candidates: Word[] = words.map((letters) => ({ letters, spaced: false }));
  // Every stretch of a run of single letters: "what a s h i t" holds "shit" but also "ashit".
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.length !== 1) continue;
    for (let j = i + 1; j < words.length && words[j]!.length === 1 && j - i < 40; j++) {
      candidates.push({ letters: words.slice(i, j + 1).flat(), spaced: true });
    }
  }
  return candidates;
}

const squeeze = (word: string) => word.replace(/(\p{L})\1+/gu, "$1");

export type WordFilter = {
  /** The text with every blocked word masked by asterisks; unchanged when clean. */
  mask(text: string): string;
  /** Whether the text holds a blocked word. */
  blocks(text: string): boolean;
};

export function createWordFilter(words: readonly string[] = DEFAULT_BLOCKED_WORDS): WordFilter {
  const blocked = new Set<string>();
  for (const word of words) {
    const normal = candidatesOf(word)
      .filter((w) => !w.spaced)
      .map((w) => w.letters.map((l) => l.letter).join(""))
      .join("");
    if (normal.length > 1) {
      blocked.add(squeeze(normal));
      blocked.add(squeeze(`${normal}s`));
    }
  }
  const hits = (text: string) => {
    const found = candidatesOf(text).filter((word) =>
      blocked.has(squeeze(word.letters.map((l) => l.letter).join(""))),
    );
    // Masked left to right; an overlapping later find is already covered.
    found.sort((a, b) => a.letters[0]!.at - b.letters[0]!.at);
    return found.filter((word, i) => i === 0 || word.letters[0]!.at >= found[i - 1]!.letters.at(-1)!.end);
  };
  return {
    mask(text) {
      const found = hits(text);
      if (found.length === 0) return text;
      let out = "";
      let from = 0;
      for (const word of found) {
        const start = word.letters[0]!.at;
        const end = word.letters.at(-1)!.end;
        out += text.slice(from, start) + "*".repeat([...text.slice(start, end)].length);
        from = end;
      }
      return out + text.slice(from);
    },
    blocks: (text) => hits(text).length > 0,
  };
}

/** The configured list: the built-in words plus a comma-separated extra list. */
export const blockedWordsOf = (extra: string | undefined) => [
  ...DEFAULT_BLOCKED_WORDS,
  ...(extra ?? "")
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean),
];
