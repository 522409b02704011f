import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ImportProblem } from "./parse.ts";

export type SourceDocument = { file: string; text: string };

function walk(folder: string, into: string[]): void {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path, into);
    else if (name.toLowerCase().endsWith(".json")) into.push(path);
  }
}

/**
 * Reads what the import command was given: files, folders (every .json
 * below, in name order) and http(s) URLs. What cannot be read is reported.
 */
export async function readSources(
  targets: string[],
): Promise<{ documents: SourceDocument[]; problems: ImportProblem[] }> {
  const documents: SourceDocument[] = [];
  const problems: ImportProblem[] = [];
  for (const target of targets) {
    if (/^https?:\/\//i.test(target)) {
      try {
        const response = await fetch(target, { signal: AbortSignal.timeout(60_000) });
        if (!response.ok) problems.push({ file: target, reason: `download failed: HTTP ${response.status}` });
        // The URL's path names the file as a folder path would: …/2023-24/en.1.json.
        else documents.push({ file: new URL(target).pathname, text: await response.text() });
      } catch (error) {
        problems.push({ file: target, reason: `download failed: ${(error as Error).message}` });
      }
      continue;
    }
    try {
      if (statSync(target).isDirectory()) {
        const files: string[] = [];
        walk(target, files);
        for (const file of files) documents.push({ file, text: readFileSync(file, "utf8") });
      } else {
        documents.push({ file: target, text: readFileSync(target, "utf8") });
      }
    } catch (error) {
      problems.push({
        file: target,
        reason: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      });
    }
  }
  return { documents, problems };
}

/** Splits documents into requests of at most `maxBytes` of text each (at least one document per request). */
export function batchBySize(documents: SourceDocument[], maxBytes: number): SourceDocument[][] {
  const batches: SourceDocument[][] = [];
  let current: SourceDocument[] = [];
  let size = 0;
  for (const document of documents) {
    if (current.length > 0 && size + document.text.length > maxBytes) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(document);
    size += document.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
