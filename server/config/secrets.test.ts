import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isVapidPair } from "../platform/vapid-keys.ts";
import { loadConfig } from "./config.ts";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "goalline-secrets-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("secrets a single-node install is not given", () => {
  it("generates missing secrets once under DATA_DIR and keeps them across restarts", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(new Set(Object.values(first.secrets)).size).toBe(5);
    expect(
      isVapidPair({ publicKey: first.secrets.vapidPublicKey, privateKey: first.secrets.vapidPrivateKey }),
    ).toBe(true);

    const file = join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first.secrets);

    // A secret set in the environment wins and is not written to disk.
    const given = "g".repeat(40);
    const third = loadConfig({ DATA_DIR: dir, SESSION_SECRET: given });
    expect(third.secrets.sessionSecret).toBe(given);
    expect(third.secrets.passwordPepper).toBe(first.secrets.passwordPepper);
    expect(readFileSync(file, "utf8")).not.toContain(given);
  });

  it("survives a damaged secrets file by generating new secrets", () => {
    const dir = dataDir();
    writeFileSync(join(dir, "secrets.json"), "{ not json");
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.secrets.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secrets).toEqual(config.secrets);
  });
});
