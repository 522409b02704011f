import type { Db } from "../../db/connect.ts";
import { addCounts, type FileCounts, noCounts } from "./counts.ts";
import { type ImportProblem, parseOpenfootball } from "./parse.ts";
import { writeParsedFile } from "./write.ts";

/** One input document: its path or URL (which says what it is) and its JSON text. */
export type ImportInput = { file: string; text: string };

export type ImportSummary = { files: number; filesSkipped: number } & FileCounts & {
    errors: ImportProblem[];
  };

export const emptySummary = (): ImportSummary => ({ files: 0, filesSkipped: 0, ...noCounts(), errors: [] });

/**
 * Imports openfootball documents one by one, each in its own transaction. A
 * document that cannot be read is reported and skipped; so is a bad match
 * inside a good document. `onFile` reports progress after each.
 */
export async function importDocuments(
  db: Db,
  inputs: ImportInput[],
  onFile?: (done: number, file: ImportInput, summary: ImportSummary) => void,
): Promise<ImportSummary> {
  const summary = emptySummary();
  for (const [index, input] of inputs.entries()) {
    summary.files += 1;
    let document: unknown;
    try {
      document = JSON.parse(input.text);
    } catch (error) {
      summary.errors.push({ file: input.file, reason: `not valid JSON: ${(error as Error).message}` });
      onFile?.(index + 1, input, summary);
      continue;
    }
    const outcome = parseOpenfootball(input.file, document);
    if ("skipped" in outcome) summary.filesSkipped += 1;
    else if ("problem" in outcome) summary.errors.push(outcome.problem);
    else {
      summary.errors.push(...outcome.parsed.problems);
      try {
        addCounts(summary, await writeParsedFile(db, outcome.parsed));
      } catch (error) {
        summary.errors.push({ file: input.file, reason: `not imported: ${(error as Error).message}` });
      }
    }
    onFile?.(index + 1, input, summary);
  }
  return summary;
}
