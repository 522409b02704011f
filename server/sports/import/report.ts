import type { ImportSummary } from "./import-files.ts";

export type ProgressOptions = {
  /** A terminal gets one bar redrawn in place; anything else plain lines. */
  tty: boolean;
  write: (text: string) => void;
  totalFiles: number;
  /** Bytes of all files: time left is estimated from bytes done, since files differ a lot in size. */
  totalBytes: number;
  now?: () => number;
  width?: number;
};

export type ProgressState = { files: number; bytes: number; matches: number; label: string };

const count = (n: number) => n.toLocaleString("en-GB");

function timeLeft(elapsedMs: number, bytes: number, totalBytes: number): string {
  // The first files warm everything up; their pace says little about the rest.
  if (bytes < totalBytes * 0.02 || elapsedMs < 250) return "estimating";
  const seconds = Math.max(0, Math.ceil(((totalBytes - bytes) / bytes) * (elapsedMs / 1000)));
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s left` : `${seconds} s left`;
}

/** What the bar and the plain lines both say: files, matches, rate and time left. */
export function progressText(state: ProgressState, options: ProgressOptions, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? Math.round((state.matches / elapsedMs) * 1000) : 0;
  return [
    `${state.files}/${options.totalFiles} files`,
    `${count(state.matches)} matches`,
    `${count(rate)} matches/s`,
    state.files === options.totalFiles ? "done" : timeLeft(elapsedMs, state.bytes, options.totalBytes),
  ].join(" · ");
}

/**
 * Import progress: on a terminal a bar redrawn in place, with the file being
 * read; otherwise (CI, a pipe) a plain line every tenth of the files and at the end.
 */
export function createProgress(options: ProgressOptions) {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const width = options.width ?? 24;
  let lastTenth = -1;
  return {
    update(state: ProgressState) {
      const elapsed = now() - started;
      const text = progressText(state, options, elapsed);
      if (options.tty) {
        const share = options.totalBytes > 0 ? state.bytes / options.totalBytes : 1;
        const filled = Math.min(width, Math.round(share * width));
        const name = state.label.length > 32 ? `…${state.label.slice(-31)}` : state.label;
        options.write(`\r${"█".repeat(filled)}${"░".repeat(width - filled)} ${text} ${name}\u001b[K`);
        return;
      }
      const tenth = options.totalFiles === 0 ? 10 : Math.floor((state.files / options.totalFiles) * 10);
      if (tenth === lastTenth && state.files !== options.totalFiles) return;
      lastTenth = tenth;
      options.write(`import: ${text}\n`);
    },
    /** Ends the bar's line so the summary starts on its own. */
    finish() {
      if (options.tty) options.write("\n");
    },
  };
}

export function formatSummary(summary: ImportSummary, seconds: number): string {
  const failed = new Set(summary.errors.filter((e) => e.match === undefined).map((e) => e.file)).size;
  const imported = summary.files - summary.filesSkipped - failed;
  const lines = [
    `${summary.files} files in ${seconds.toFixed(1)} s: ${imported} imported, ${summary.filesSkipped} without matches, ${failed} failed`,
    `  competitions: ${summary.competitionsCreated} created, ${summary.competitionsUpdated} updated`,
    `  teams:        ${summary.teamsCreated} created`,
    `  matches:      ${summary.matchesCreated} created, ${summary.matchesUpdated} updated`,
    `  goals:        ${summary.events}`,
    `  errors:       ${summary.errors.length}`,
  ];
  for (const error of summary.errors.slice(0, 50)) {
    lines.push(
      `    ${error.file}${error.match === undefined ? "" : ` match #${error.match}`}: ${error.reason}`,
    );
  }
  if (summary.errors.length > 50) lines.push(`    … and ${summary.errors.length - 50} more`);
  return `${lines.join("\n")}\n`;
}
