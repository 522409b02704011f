import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database admits one process at a time, so a server using it
 * leaves a note in DATA_DIR saying where it listens; the import command reads
 * it and hands its work to that server instead of opening the files itself.
 */
const noteFile = (dataDir: string) => join(dataDir, "server.json");

export type ServerNote = { pid: number; url: string };

export function announceServer(dataDir: string, url: string): () => void {
  const file = noteFile(dataDir);
  const note: ServerNote = { pid: process.pid, url };
  writeFileSync(file, `${JSON.stringify(note)}\n`, { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, "utf8")) as ServerNote;
      if (current.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to tidy.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The server that holds DATA_DIR's database, if one is running and answering. */
export async function findRunningServer(dataDir: string): Promise<ServerNote | null> {
  const file = noteFile(dataDir);
  if (!existsSync(file)) return null;
  let note: ServerNote;
  try {
    note = JSON.parse(readFileSync(file, "utf8")) as ServerNote;
  } catch {
    return null;
  }
  if (!Number.isInteger(note.pid) || typeof note.url !== "string" || !isAlive(note.pid)) return null;
  try {
    const response = await fetch(new URL("/healthz", note.url), { signal: AbortSignal.timeout(3_000) });
    return response.ok ? note : null;
  } catch {
    return null;
  }
}
