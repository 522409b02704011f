import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { generateVapidKeys } from "../platform/vapid-keys.ts";
import { ConfigError, configSchema, parseConfig } from "./config.ts";
import { BANK_ACCOUNT_KEYS } from "./payments.ts";

const root = resolve(import.meta.dirname, "../..");
const readme = readFileSync(resolve(root, "README.md"), "utf8");
const envExample = readFileSync(resolve(root, "deploy/env.example"), "utf8");
const settings = Object.keys(configSchema.shape);

/**
 * Settings that only work together. `switch` alone is refused until `required` are set too; `optional`
 * change how the feature works. README.md has a table for each under a heading starting with its title,
 * and deploy/env.example a block under a comment starting with it.
 */
type SettingGroup = { title: string; switch: Record<string, string>; required: string[]; optional: string[] };
const groups: SettingGroup[] = [
  {
    title: "Bank transfers with a QR code",
    switch: { BANK_WEBHOOK_SECRET: "bank-secret-0123456789" },
    required: [...BANK_ACCOUNT_KEYS],
    optional: ["BANK_CODE"],
  },
  {
    title: "Card payments through Stripe's hosted Checkout",
    switch: { STRIPE_SECRET_KEY: "sk_test_0123456789abcdef" },
    required: ["STRIPE_WEBHOOK_SECRET"],
    optional: ["STRIPE_API_BASE"],
  },
  {
    title: "Uploaded images in an S3-compatible bucket",
    switch: { MEDIA_S3_BUCKET: "goalline-media" },
    required: ["MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"],
    optional: ["MEDIA_S3_ENDPOINT", "MEDIA_S3_REGION"],
  },
  {
    title: "Web Push keys",
    switch: { VAPID_PUBLIC_KEY: generateVapidKeys().publicKey },
    required: ["VAPID_PRIVATE_KEY"],
    optional: ["VAPID_SUBJECT"],
  },
  {
    title: "Social sign-in (OpenID Connect)",
    switch: { OIDC_ISSUER: "https://id.example.org" },
    required: ["OIDC_CLIENT_ID"],
    optional: ["OIDC_CLIENT_SECRET", "OIDC_NAME"],
  },
];
const keysOf = (group: SettingGroup) => [...Object.keys(group.switch), ...group.required, ...group.optional];

function issuesOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
}

/** README's configuration tables: the first column's keys of each row, by the heading above the table. */
function readmeTables(): Map<string, Array<{ keys: string[]; cells: string[] }>> {
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 3),
  );
  const tables = new Map<string, Array<{ keys: string[]; cells: string[] }>>();
  let heading = "Configuration";
  for (const line of section.split("\n")) {
    if (line.startsWith("#")) heading = line.replace(/^#+\s*/, "");
    if (!line.startsWith("| `")) continue;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    const keys = [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
    tables.set(heading, [...(tables.get(heading) ?? []), { keys, cells }]);
  }
  return tables;
}

/** deploy/env.example's keys (commented or not) in the block under the comment that starts with `title`. */
function envBlock(title: string): string[] {
  const lines = envExample.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`# ${title}`));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.trim() === "");
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .flatMap((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
}

describe("settings that go together", () => {
  it.each(groups)("$title: the switch alone is refused, naming every required key", (group) => {
    const issues = issuesOf(group.switch);
    expect(group.required.filter((key) => !issues.some((issue) => issue.includes(key)))).toEqual([]);
  });

  it.each(groups)("$title: README has a table of the group's keys, each marked in the group", (group) => {
    const heading = [...readmeTables().keys()].find((name) => name.startsWith(group.title));
    expect(heading?.slice(0, group.title.length), "a README heading starting with the group's title").toBe(
      group.title,
    );
    const rows = readmeTables().get(heading!)!;
    expect(rows.flatMap((row) => row.keys)).toEqual(keysOf(group));
    for (const row of rows) {
      const [key] = row.keys;
      const role = row.cells[1]!;
      if (key && key in group.switch) expect(role).toMatch(/^(turns it on|required)$/);
      else if (group.required.includes(key!)) expect(role, key).toBe("required");
      else expect(role, key).toMatch(/^optional/);
    }
  });

  it.each(groups)("$title: deploy/env.example lists the group under its title", (group) => {
    expect(envBlock(group.title)).toEqual(keysOf(group));
  });
});

describe("every setting", () => {
  it("is in a configuration table of README.md", () => {
    const documented = new Set([...readmeTables().values()].flat().flatMap((row) => row.keys));
    expect(settings.filter((key) => !documented.has(key))).toEqual([]);
  });

  it("is in deploy/env.example", () => {
    expect(settings.filter((key) => !new RegExp(`\\b${key}\\b`).test(envExample))).toEqual([]);
  });
});
