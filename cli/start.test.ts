import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const checkouts: string[] = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * `npm start`'s entry in a checkout with no build, so it must build before serving; the server code is
 * the repository's own. The build is `npx react-router build`, found on the PATH: here an `npx` that
 * records it was called, says a line on each stream and fails, so a start that gets that far stops there.
 */
function startWithoutBuild(env: Record<string, string>) {
  const checkout = mkdtempSync(join(tmpdir(), "goalline-start-"));
  checkouts.push(checkout);
  mkdirSync(join(checkout, "cli"));
  copyFileSync(join(root, "cli/start.ts"), join(checkout, "cli/start.ts"));
  copyFileSync(join(root, "package.json"), join(checkout, "package.json"));
  symlinkSync(join(root, "server"), join(checkout, "server"));
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"));
  const bin = join(checkout, "fake-bin");
  const buildStarted = join(checkout, "build-started");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "npx"),
    `#!/bin/sh\necho "$@" > "${buildStarted}"\necho "build/client/assets/app.js 1.00 kB"\necho "syntax error in app/root.tsx" >&2\nexit 3\n`,
  );
  chmodSync(join(bin, "npx"), 0o755);
  const started = spawnSync(process.execPath, [join(checkout, "cli/start.ts")], {
    cwd: checkout,
    encoding: "utf8",
    timeout: 20_000,
    // Only what the test names: none of the machine's database, Redis or payment settings.
    env: { PATH: `${bin}:${process.env.PATH}`, DATA_DIR: join(checkout, ".data"), ...env },
  });
  return {
    status: started.status,
    stdout: started.stdout,
    stderr: started.stderr,
    build: existsSync(buildStarted) ? "started" : "not started",
  };
}

describe("npm start", () => {
  it("checks the configuration before building: bank transfers turned on alone name every missing key", () => {
    const start = startWithoutBuild({ BANK_WEBHOOK_SECRET: "bank-secret-0123456789" });
    expect(start.build).toBe("not started");
    expect(start.stdout).not.toContain("Building the web app");
    expect(start.status).toBe(1);
    expect(start.stderr).toBe(
      [
        "Invalid configuration:",
        "  - BANK_NAME: required when BANK_WEBHOOK_SECRET is set",
        "  - BANK_ACCOUNT_NAME: required when BANK_WEBHOOK_SECRET is set",
        "  - BANK_ACCOUNT_NUMBER: required when BANK_WEBHOOK_SECRET is set",
        "  - BANK_QR_SCHEME_ID: required when BANK_WEBHOOK_SECRET is set",
        "  - BANK_COUNTRY: required when BANK_WEBHOOK_SECRET is set",
        "  - BANK_CITY: required when BANK_WEBHOOK_SECRET is set",
        "",
      ].join("\n"),
    );
  });

  it("builds when the configuration is good and the build is missing", () => {
    const start = startWithoutBuild({});
    expect(start.build).toBe("started");
    expect(start.stdout).toContain("Building the web app");
    // The recording npx fails, and the start stops with its status, showing all the build said: a
    // build that passes is quiet, one that fails is not.
    expect(start.status).toBe(3);
    expect(start.stdout).toContain("build/client/assets/app.js 1.00 kB");
    expect(start.stderr).toContain("syntax error in app/root.tsx");
    expect(start.stderr).toContain("The build failed: the lines above say why.");
  });
});
