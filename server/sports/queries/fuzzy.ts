/** Lowercase, accents stripped, punctuation to spaces: "Atlético" -> "atletico". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Typos allowed for a query word: none for short words, one from four letters, two from eight. */
function allowance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** A query folded once into its words, to score against many names. */
export function queryWords(query: string): string[] {
  return fold(query).split(" ").filter(Boolean);
}

/**
 * How well a name answers a query, 0 for no match. Every query word must
 * match a word of the name: exactly, as a prefix, or within a typo or two
 * of the word or of its start.
 */
export function matchScore(query: string, name: string): number {
  return scoreFolded(queryWords(query), fold(name));
}

/** matchScore for query words and a name folded already: search folds its name lists once. */
export function scoreFolded(words: string[], target: string): number {
  if (words.length === 0) return 0;
  const phrase = words.join(" ");
  if (target === phrase) return 100;
  const nameWords = target.split(" ");
  let total = 0;
  for (const word of words) {
    let best = 0;
    for (const candidate of nameWords) {
      if (candidate === word) best = Math.max(best, 30);
      else if (candidate.startsWith(word)) best = Math.max(best, 20);
      else {
        const max = allowance(word);
        if (max === 0) continue;
        const whole = editDistance(word, candidate, max);
        const start = editDistance(word, candidate.slice(0, word.length), max);
        const distance = Math.min(whole, start);
        if (distance <= max) best = Math.max(best, 10 - distance * 3);
      }
    }
    if (best === 0) return 0;
    total += best;
  }
  return total / words.length + (target.startsWith(phrase) ? 5 : 0);
}
