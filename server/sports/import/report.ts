import type { ImportSummary } from "./import-files.ts";

/** A one-line progress bar, redrawn in place on a terminal. */
export function progressLine(done: number, total: number, label: string, width = 28): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
  const name = label.length > 40 ? `…${label.slice(-39)}` : label;
  return `\r${bar} ${done}/${total} ${name}\u001b[K`;
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
