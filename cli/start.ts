// `npm start`: check the configuration, build the web app when the build is missing or older than
// its sources, then serve in production mode (migrations and demo seeding run at boot).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, parseConfig } from "../server/config/config.ts";
import { takesRealPayments } from "../server/config/payments.ts";

const root = resolve(import.meta.dirname, "..");
const serverBuild = join(root, "build/server/index.js");

/** What `npm start` adds to the environment when NODE_ENV is not given. */
function startDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  if (env.NODE_ENV) return {};
  const defaults: Record<string, string> = { NODE_ENV: "production" };
  // Production code, but a person at a terminal still reads lines, not JSON (NODE_ENV=production
  // set by a deployment, or a pipe, keeps JSON).
  if (process.stdout.isTTY && env.LOG_FORMAT === undefined) defaults.LOG_FORMAT = "pretty";
  // Nor a line per request, which buries the ready line and the warnings under every page view.
  if (process.stdout.isTTY && env.LOG_REQUESTS === undefined) defaults.LOG_REQUESTS = "off";
  // On the embedded database this is the quick-start demo: matches play, and with no gateway
  // that takes real money the plans are bought with the demo checkout. Production keeps both
  // off unless asked for; the server's first lines warn while they are on (docs/deploy.md).
  if (!env.DATABASE_URL) {
    if (!env.SIMULATOR) defaults.SIMULATOR = "on";
    if (!takesRealPayments(env) && !env.PAYMENT_SANDBOX) defaults.PAYMENT_SANDBOX = "on";
  }
  return defaults;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const defaults = startDefaults(process.env);

// A bad setting stops the start before a build that can take a minute, with the server's own
// message naming every key to fix.
try {
  parseConfig({ ...process.env, ...defaults });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const sources = ["app", "public", "server", "vite.config.ts", "react-router.config.ts", "package-lock.json"]
  .map((name) => join(root, name))
  .filter(existsSync);
const stale =
  !existsSync(serverBuild) || Math.max(...sources.map(newestMtime)) > statSync(serverBuild).mtimeMs;

if (stale) {
  // Quiet unless it fails: the build's few hundred lines of chunk sizes would push the server's
  // ready line and warnings off the screen. A failed build prints all it said.
  process.stdout.write("Building the web app (a minute the first time)…\n");
  const started = Date.now();
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    process.stderr.write("The build failed: the lines above say why.\n");
    process.exit(build.status ?? 1);
  }
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
}

Object.assign(process.env, defaults);
await import("../server/main.ts");
