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

/** What the fake build says: a few of the chunk-size lines `react-router build` prints, and a warning. */
const buildChatter = ["build/client/assets/app.js 1.00 kB", "build/server/index.js 240.51 kB"];
const buildWarning = "(!) Some chunks are larger than 500 kB after minification.";

/**
 * `npm start`'s entry in a checkout with no build, so it must build before serving; the server's
 * configuration is the repository's own. The build is `npx react-router build`, found on the PATH:
 * here an `npx` that records it was called, prints chunk sizes and an error and fails, so a start
 * that gets that far stops there; with `build: "passes"` it prints chunk sizes and a warning and succeeds. The server it then
 * starts is a stand-in that prints the request-log setting the real one would read and exits.
 * `terminal` runs it as a person at a terminal does (stdout a TTY), not through a pipe.
 */
function startWithoutBuild(
  env: Record<string, string>,
  { build = "fails", terminal = false }: { build?: "fails" | "passes"; terminal?: boolean } = {},
) {
  const checkout = mkdtempSync(join(tmpdir(), "goalline-start-"));
  checkouts.push(checkout);
  mkdirSync(join(checkout, "cli"));
  copyFileSync(join(root, "cli/start.ts"), join(checkout, "cli/start.ts"));
  copyFileSync(join(root, "package.json"), join(checkout, "package.json"));
  mkdirSync(join(checkout, "server"));
  symlinkSync(join(root, "server/config"), join(checkout, "server/config"));
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"));
  // The server as far as its configuration: what it would log requests by, then gone.
  writeFileSync(
    join(checkout, "server/main.ts"),
    `import { loadConfig } from "./config/config.ts";\nconst config = loadConfig(process.env);\nprocess.stdout.write(\`server started, LOG_REQUESTS=\${config.LOG_REQUESTS}\\n\`);\n`,
  );
  const bin = join(checkout, "fake-bin");
  const buildStarted = join(checkout, "build-started");
  mkdirSync(bin);
  const says = buildChatter.map((line) => `echo "${line}"\n`).join("");
  writeFileSync(
    join(bin, "npx"),
    build === "fails"
      ? `#!/bin/sh\necho "$@" > "${buildStarted}"\n${says}echo "syntax error in app/root.tsx" >&2\nexit 3\n`
      : `#!/bin/sh\necho "$@" > "${buildStarted}"\n${says}echo "${buildWarning}" >&2\nexit 0\n`,
  );
  chmodSync(join(bin, "npx"), 0o755);
  // A terminal as Node sees one: stdout says it is a TTY, whatever the pipe the test reads it through.
  const fakeTerminal = join(checkout, "fake-terminal.mjs");
  writeFileSync(fakeTerminal, `Object.defineProperty(process.stdout, "isTTY", { value: true });\n`);
  const args = [...(terminal ? ["--import", fakeTerminal] : []), join(checkout, "cli/start.ts")];
  const started = spawnSync(process.execPath, args, {
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
    for (const line of buildChatter) expect(start.stdout).toContain(line);
    expect(start.stderr).toContain("syntax error in app/root.tsx");
    expect(start.stderr).toContain("The build failed: the lines above say why.");
  });

  it("on a terminal, logs no line per request unless the user asked for them, and a passing first build says only its two lines", () => {
    const start = startWithoutBuild({}, { build: "passes", terminal: true });
    expect(start.build).toBe("started");
    expect(start.status).toBe(0);
    // The README's quick start: "Building the web app…", "Built in N s", then the server's own lines.
    expect(start.stdout.trimEnd().split("\n")).toEqual([
      "Building the web app (a minute the first time)…",
      expect.stringMatching(/^Built in \d+ s\.$/),
      "server started, LOG_REQUESTS=off",
    ]);
    // None of the build's chunk sizes or warnings, on either stream.
    for (const line of [...buildChatter, buildWarning]) {
      expect(start.stdout).not.toContain(line);
      expect(start.stderr).not.toContain(line);
    }
    expect(start.stderr).toBe("");
  });

  it("keeps the request log a user turned on at the terminal, and the server's default through a pipe", () => {
    const asked = startWithoutBuild({ LOG_REQUESTS: "on" }, { build: "passes", terminal: true });
    expect(asked.stdout).toContain("server started, LOG_REQUESTS=on\n");
    // Piped (a service manager, a log collector), every request is still logged, as the server defaults.
    const piped = startWithoutBuild({}, { build: "passes" });
    expect(piped.stdout).toContain("server started, LOG_REQUESTS=on\n");
  });
});
