// `npm run import -- <file|folder|url>…`: imports openfootball JSON. With the embedded
// database, a running server owns it, so the work is handed to that server's admin endpoint.
import { loadConfig } from "../server/config/config.ts";
import { connectDatabase } from "../server/db/connect.ts";
import { emptySummary, type ImportSummary, importDocuments } from "../server/sports/import/import-files.ts";
import { createProgress, formatSummary } from "../server/sports/import/report.ts";
import { findRunningServer } from "../server/sports/import/running-server.ts";
import { batchBySize, readSources, type SourceDocument } from "../server/sports/import/sources.ts";

const targets = process.argv.slice(2).filter((arg) => arg !== "--");
if (targets.length === 0) {
  process.stderr.write("Usage: npm run import -- <file|folder|url> [more…]\n");
  process.exit(64);
}

const started = performance.now();
const config = loadConfig();
const { documents, problems } = await readSources(targets);
// Started once the database is ready, so connecting and migrating do not skew the rate.
const startProgress = () =>
  createProgress({
    tty: process.stderr.isTTY === true,
    write: (text) => process.stderr.write(text),
    totalFiles: documents.length,
    totalBytes: documents.reduce((sum, doc) => sum + doc.text.length, 0),
  });
let progress: ReturnType<typeof createProgress> | undefined;
let bytesDone = 0;
const imported = (total: ImportSummary) => total.matchesCreated + total.matchesUpdated;

function add(total: ImportSummary, part: ImportSummary): void {
  for (const key of Object.keys(total) as Array<keyof ImportSummary>) {
    if (key === "errors") total.errors.push(...part.errors);
    else total[key] += part[key];
  }
}

async function handOff(url: string, docs: SourceDocument[]): Promise<ImportSummary> {
  const total = emptySummary();
  let done = 0;
  progress = startProgress();
  for (const batch of batchBySize(docs, 8_000_000)) {
    const response = await fetch(new URL(`${config.SITE_API_PATH}/admin/import`, url), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.secrets.adminToken}` },
      body: JSON.stringify({ documents: batch }),
    });
    if (!response.ok)
      throw new Error(`the server refused the import: HTTP ${response.status} ${await response.text()}`);
    add(total, (await response.json()) as ImportSummary);
    done += batch.length;
    bytesDone += batch.reduce((sum, doc) => sum + doc.text.length, 0);
    progress.update({ files: done, bytes: bytesDone, matches: imported(total), label: batch.at(-1)!.file });
  }
  return total;
}

let summary: ImportSummary;
const server = config.DATABASE_URL ? null : await findRunningServer(config.dataDir);
if (server) {
  process.stderr.write(
    `A Goalline server (pid ${server.pid}) holds the database; handing the import to ${server.url}\n`,
  );
  summary = await handOff(server.url, documents);
} else {
  const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const bar = startProgress();
  progress = bar;
  summary = await importDocuments(database.db, documents, (done, doc, sofar) => {
    bytesDone += doc.text.length;
    bar.update({ files: done, bytes: bytesDone, matches: imported(sofar), label: doc.file });
  });
  await database.close();
}
progress?.finish();
summary.errors.unshift(...problems);
summary.files += problems.length;
process.stdout.write(formatSummary(summary, (performance.now() - started) / 1000));
process.exit(imported(summary) === 0 && summary.errors.length > 0 ? 1 : 0);
