import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A project with the repository's .npmrc and a dependency that no Node satisfies, so the engine
 * warning a Node 20 machine sees appears on any machine.
 */
function projectWith(packageJson: string, withNpmrc = true): string {
  const dir = mkdtempSync(join(tmpdir(), "goalline-install-"));
  dirs.push(dir);
  if (withNpmrc) copyFileSync(join(root, ".npmrc"), join(dir, ".npmrc"));
  mkdirSync(join(dir, "future"));
  writeFileSync(
    join(dir, "future/package.json"),
    JSON.stringify({ name: "future", version: "1.0.0", engines: { node: ">=999" } }),
  );
  writeFileSync(join(dir, "package.json"), packageJson);
  return dir;
}

function npmInstall(cwd: string) {
  // Only the settings of the project under test: none inherited from an `npm run` around us.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const result = spawnSync("npm", ["install", "--dry-run", "--offline", "--no-audit", "--no-fund"], {
    cwd,
    env,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const manifest = JSON.stringify({ name: "t", version: "1.0.0", dependencies: { future: "file:./future" } });

describe("npm install", () => {
  it("prints no engine warnings with the project's npm settings", () => {
    const without = npmInstall(projectWith(manifest, false));
    expect(without.output).toContain("EBADENGINE");

    const quiet = npmInstall(projectWith(manifest));
    expect(quiet.status).toBe(0);
    expect(quiet.output).not.toContain("EBADENGINE");
    expect(quiet.output).not.toMatch(/npm warn/i);
  });

  it("still prints real errors", () => {
    const broken = npmInstall(projectWith("{ not json"));
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/npm error/i);
  });
});
