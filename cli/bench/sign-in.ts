/**
 * Sign-in cost, and whether it gives away which addresses have accounts:
 * median time of a wrong password for a real account versus an unknown
 * address, through the real service on a fresh embedded database.
 * Run: npm run bench:sign-in [-- --rounds=40]
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAuthService } from "../../server/auth/service.ts";
import { loadConfig } from "../../server/config/config.ts";
import { createTestDatabase } from "../../server/db/testing.ts";
import { createLogger } from "../../server/platform/logger.ts";

const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 40);
const database = await createTestDatabase();
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-bench-")),
});
const generous = { max: 1_000_000, windowSeconds: 60 };
const auth = createAuthService({
  db: database.db,
  config,
  logger: createLogger(config),
  mailer: { send: async () => undefined },
  limits: {
    signInPerIp: generous,
    failedSignInPerAccountMinute: generous,
    failedSignInPerAccountHour: generous,
  },
});
const client = { ip: "127.0.0.1", device: "bench" };
await auth.register(
  { email: "real@example.com", password: "correct horse battery staple", displayName: "Real" },
  client,
);

async function timed(email: string, password: string): Promise<number> {
  const started = performance.now();
  await auth.signIn({ email, password }, client).catch(() => undefined);
  return performance.now() - started;
}

const sample: Record<string, number[]> = {
  "wrong password, real account": [],
  "unknown address": [],
  "right password": [],
};
await timed("nobody@example.com", "warm up the dummy hash");
for (let i = 0; i < rounds; i++) {
  // Interleaved so machine load drifts affect both alike.
  sample["wrong password, real account"]?.push(await timed("real@example.com", "not the password at all"));
  sample["unknown address"]?.push(await timed(`nobody${i}@example.com`, "not the password at all"));
  sample["right password"]?.push(await timed("real@example.com", "correct horse battery staple"));
}
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;
console.log(`| case | rounds | p50 ms | p90 ms |\n| --- | ---: | ---: | ---: |`);
for (const [name, values] of Object.entries(sample)) {
  console.log(
    `| ${name} | ${values.length} | ${quantile(values, 0.5).toFixed(1)} | ${quantile(values, 0.9).toFixed(1)} |`,
  );
}
await database.close();
