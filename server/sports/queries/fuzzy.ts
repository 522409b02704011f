/** Lowercase, accents stripped, punctuation to spaces: "Atlético" -> "atletico". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Rows reused across calls: search runs this for the words of every name it holds.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rowA.length < width) {
    rowA = new Int32Array(width * 2);
    rowB = new Int32Array(width * 2);
    rowC = new Int32Array(width * 2);
  }
  let before = rowA;
  let previous = rowB;
  let row = rowC;
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    const earlier = i > 1 ? a.charCodeAt(i - 2) : -1;
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const other = b.charCodeAt(j - 1);
      const cost = letter === other ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (j > 1 && letter === b.charCodeAt(j - 2) && earlier === other) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
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

/** How well one query word answers one word of a name: 30 exact, 20 a prefix, less per typo, 0 none. */
export function wordScore(word: string, candidate: string): number {
  if (candidate === word) return 30;
  if (candidate.startsWith(word)) return 20;
  const max = allowance(word);
  if (max === 0) return 0;
  const whole = editDistance(word, candidate, max);
  const start = editDistance(word, candidate.slice(0, word.length), max);
  const distance = Math.min(whole, start);
  return distance <= max ? 10 - distance * 3 : 0;
}

/**
 * How a name scores from its words: 100 for the whole phrase, 0 unless every query word matches
 * one of its words (`bestFor` gives a query word's best there), else the mean of those bests, plus
 * 5 when the name starts with the phrase.
 */
export function combineWordScores(
  words: string[],
  phrase: string,
  target: string,
  bestFor: (word: string, index: number) => number,
): number {
  if (target === phrase) return 100;
  let total = 0;
  for (let i = 0; i < words.length; i += 1) {
    const best = bestFor(words[i]!, i);
    if (best === 0) return 0;
    total += best;
  }
  return total / words.length + (target.startsWith(phrase) ? 5 : 0);
}

/** matchScore for query words and a name folded already: search folds its name lists once. */
export function scoreFolded(words: string[], target: string): number {
  if (words.length === 0) return 0;
  const nameWords = target.split(" ");
  return combineWordScores(words, words.join(" "), target, (word) => {
    let best = 0;
    for (const candidate of nameWords) best = Math.max(best, wordScore(word, candidate));
    return best;
  });
}
