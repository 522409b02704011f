import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger, logFormat, logReady, releaseHeldLogs } from "./logger.ts";

describe("log format", () => {
  it("is readable at a terminal and JSON when piped, in production or in tests", () => {
    expect(logFormat({ isTTY: true, nodeEnv: "development" })).toBe("pretty");
    expect(logFormat({ isTTY: false, nodeEnv: "development" })).toBe("json");
    expect(logFormat({ isTTY: true, nodeEnv: "production" })).toBe("json");
    expect(logFormat({ isTTY: false, nodeEnv: "production" })).toBe("json");
    expect(logFormat({ isTTY: true, nodeEnv: "test" })).toBe("json");
  });

  it("follows LOG_FORMAT when it is set", () => {
    expect(logFormat({ format: "pretty", isTTY: false, nodeEnv: "production" })).toBe("pretty");
    expect(logFormat({ format: "json", isTTY: true, nodeEnv: "development" })).toBe("json");
  });
});

function collected(holdUntilReady: boolean) {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = createLogger(
    { LOG_LEVEL: "info", NODE_ENV: "development" },
    { holdUntilReady, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  return { logger, messages: () => lines.map((line) => line.msg) };
}

describe("startup lines", () => {
  it("puts the ready line first, then what was logged while starting", () => {
    const { logger, messages } = collected(true);
    logger.info("seeded the demo world");
    logger.child({ part: "live" }).info("simulator is playing");
    logger.warn("slow database");
    expect(messages()).toEqual(["slow database"]);
    logReady(logger, {}, "Goalline is ready: open http://localhost:3000");
    logger.info("request");
    expect(messages()).toEqual([
      "slow database",
      "Goalline is ready: open http://localhost:3000",
      "seeded the demo world",
      "simulator is playing",
      "request",
    ]);
  });

  it("lets held lines out when starting fails, and holds nothing unless asked", () => {
    const failed = collected(true);
    failed.logger.info("migrated");
    releaseHeldLogs(failed.logger);
    expect(failed.messages()).toEqual(["migrated"]);

    const plain = collected(false);
    plain.logger.info("at once");
    expect(plain.messages()).toEqual(["at once"]);
  });

  it("starts the server with the address to open as its first line, JSON when piped", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "goalline-logs-"));
    const child = spawn(process.execPath, ["server/main.ts", "--dev"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: dataDir,
        SIMULATOR: "off",
        HMR_PORT: String(30_000 + Math.floor(Math.random() * 20_000)),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const first = await new Promise<string>((done, fail) => {
        let out = "";
        // Vite's own notes in development (dependency re-optimising) are not our log lines.
        child.stdout.on("data", (chunk) => {
          out += chunk;
          const ours = out.split("\n").find((line, i, all) => line.startsWith("{") && i < all.length - 1);
          if (ours) done(ours);
        });
        child.on("close", (code) => fail(new Error(`server exited with ${code} before logging`)));
      });
      const line = JSON.parse(first) as { msg: string };
      expect(line.msg).toMatch(/^Goalline is ready: open http:\/\/localhost:\d+$/);
      const url = line.msg.split("open ")[1];
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const closed = new Promise((done) => child.on("close", done));
        child.kill("SIGTERM");
        await closed;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A first boot migrates and seeds the demo world under Vite: on a shared, busy machine that
    // alone can pass the default budget.
  }, 120_000);
});
