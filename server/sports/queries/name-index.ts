import { combineWordScores, fold, wordScore } from "./fuzzy.ts";

/** A name to find, with its short form and its names in other languages (`others`) found alike. */
export type Named = { id: number; name: string; extra?: string | null; others?: string[] };

/** One folded form of a name (the name or its short form) as positions in the index's vocabulary. */
type Form = { text: string; words: Int32Array };
type Entry = Named & { forms: Form[] };

/**
 * Names folded once, their words kept as numbers into a vocabulary of distinct words. Thousands of
 * players share a few hundred first and last names, so a query compares each of its words with
 * every distinct word once, not once per name that holds it.
 */
export type NameIndex = { entries: Entry[]; vocabulary: string[] };

export function indexNames(rows: Named[]): NameIndex {
  const positions = new Map<string, number>();
  const vocabulary: string[] = [];
  const form = (text: string): Form => {
    const words = text.split(" ").map((word) => {
      let at = positions.get(word);
      if (at === undefined) {
        at = vocabulary.push(word) - 1;
        positions.set(word, at);
      }
      return at;
    });
    return { text, words: Int32Array.from(words) };
  };
  const entries = rows.map((row) => {
    const forms = [form(fold(row.name))];
    const extra = row.extra ? fold(row.extra) : "";
    if (extra) forms.push(form(extra));
    for (const other of row.others ?? []) {
      const folded = fold(other);
      if (folded) forms.push(form(folded));
    }
    return { ...row, forms };
  });
  return { entries, vocabulary };
}

/**
 * Scores every name of the index for a query's folded words, as `scoreFolded` would (the better of
 * name and short form); the comparison of a word with the vocabulary is kept for the next call.
 */
export function namesScorer(index: NameIndex) {
  const tables = new Map<string, Uint8Array>();
  const tableFor = (word: string) => {
    let table = tables.get(word);
    if (!table) {
      table = new Uint8Array(index.vocabulary.length);
      for (let at = 0; at < table.length; at += 1) table[at] = wordScore(word, index.vocabulary[at]!);
      tables.set(word, table);
    }
    return table;
  };
  const scoreForm = (words: string[], phrase: string, wordTables: Uint8Array[], form: Form) =>
    combineWordScores(words, phrase, form.text, (_word, w) => {
      const table = wordTables[w]!;
      let best = 0;
      for (const at of form.words) if (table[at]! > best) best = table[at]!;
      return best;
    });
  /** Each entry with its score for these words, in index order. */
  return (words: string[]): Float64Array => {
    const scores = new Float64Array(index.entries.length);
    if (words.length === 0) return scores;
    const phrase = words.join(" ");
    const wordTables = words.map(tableFor);
    index.entries.forEach((entry, at) => {
      let best = 0;
      for (const form of entry.forms) best = Math.max(best, scoreForm(words, phrase, wordTables, form));
      scores[at] = best;
    });
    return scores;
  };
}
