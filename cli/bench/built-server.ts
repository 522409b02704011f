import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/**
 * The built server over the demo world as it plays (like `npm start`: production alone keeps the
 * simulator off), on 127.0.0.1, answering once `/healthz` does; `env` adds to its settings.
 */
export async function startBuiltServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SIMULATOR: process.env.SIMULATOR || "on",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      SITE_URL: base,
      ...options.env,
    },
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error("the server stopped while starting");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the server did not start within two minutes");
}
