// `npm run admin -- create --email ana@example.com [--name "Ana Silva"]`: the site's first admin (or
// another), from the machine that runs it. A new account gets a generated password, printed once;
// an existing one keeps its password and is made an admin. Either way the admin area asks for
// two-step verification before any staff work, and then a sign-in with the code.
//
// With the embedded database a running server owns the files, so the command asks that server
// (registration, then the admin token's role grant), as `npm run import` does.
import { randomBytes } from "node:crypto";

const usage = 'Usage: npm run admin -- create --email ana@example.com [--name "Ana Silva"]\n';
const args = process.argv.slice(2).filter((arg) => arg !== "--");
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const email = option("--email")?.trim().toLowerCase() ?? "";
if (args[0] !== "create" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  process.stderr.write(usage);
  process.exit(64);
}
const name = option("--name")?.trim() || email.split("@")[0]!;
// Four groups of five from an unambiguous alphabet: about 100 bits, easy to type once.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const password = Array.from({ length: 4 }, () =>
  Array.from(randomBytes(5), (byte) => alphabet[byte % alphabet.length]).join(""),
).join("-");

// Loaded once the call is understood: a usage mistake answers at once.
const [
  { createAuthService },
  { loadConfig },
  { connectDatabase },
  { AppError },
  { createLogger },
  { findRunningServer },
] = await Promise.all([
  import("../server/auth/service.ts"),
  import("../server/config/config.ts"),
  import("../server/db/connect.ts"),
  import("../server/http/errors.ts"),
  import("../server/platform/logger.ts"),
  import("../server/sports/import/running-server.ts"),
]);
const config = loadConfig();

/** True when a new account was made (its password is the generated one). */
async function throughServer(url: string): Promise<boolean> {
  const api = (path: string) => new URL(`${config.SITE_API_PATH}${path}`, url);
  const registered = await fetch(api("/auth/register"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, display_name: name }),
  });
  const body = (await registered.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  if (!registered.ok && body.error?.code !== "email-already-in-use") {
    throw new Error(`the server refused the account: ${body.error?.message ?? registered.status}`);
  }
  const granted = await fetch(api("/auth/roles"), {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.secrets.adminToken}` },
    body: JSON.stringify({ email, role: "admin" }),
  });
  if (!granted.ok) throw new Error(`the server refused the role: ${await granted.text()}`);
  return registered.ok;
}

async function inDatabase(): Promise<boolean> {
  const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const logger = createLogger({ ...config, LOG_LEVEL: "warn" });
    const auth = createAuthService({ db: database.db, config, logger });
    let created = true;
    try {
      await auth.register({ email, password, displayName: name }, { ip: null, device: "npm run admin" });
    } catch (error) {
      if (!(error instanceof AppError && error.code === "email-already-in-use")) throw error;
      created = false;
    }
    // Audited as the automation that made it, like a grant with the admin token.
    await auth.grantRole(
      { actor: { kind: "automation", id: "npm run admin", role: "admin" }, ip: null },
      { email, role: "admin" },
    );
    return created;
  } finally {
    await database.close();
  }
}

try {
  const server = config.DATABASE_URL ? null : await findRunningServer(config.dataDir);
  const created = server ? await throughServer(server.url) : await inDatabase();
  // The running server knows where it listens; otherwise the configured address, or npm start's.
  const loginUrl = new URL("/cms/login", server?.url ?? config.SITE_URL ?? "http://localhost:3000");
  process.stdout.write(
    created
      ? `${email} is an admin. Password, shown only now:\n\n  ${password}\n\n`
      : `${email} already had an account: it is now an admin, and keeps its password.\n`,
  );
  process.stdout.write(
    `Sign in at ${loginUrl}. The admin area first asks you to turn on two-step verification,\n` +
      "then to sign in again with a code from your authenticator app.\n",
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(`npm run admin: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
