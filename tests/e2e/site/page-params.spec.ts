import type { APIRequestContext } from "@playwright/test";
import { TOTP } from "otpauth";
import { CATALOG_PLURALS } from "../../../app/lib/cms/catalog.ts";
import routes from "../../../app/routes.ts";
import { sessionCookies } from "../../../server/auth/cookies.ts";
import { POLICY_KINDS } from "../../../server/content/policies/policies.ts";
import { PASSWORD, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { giveRole } from "../support/staff.ts";

/**
 * Every page that takes a parameter, asked with ids that do not exist, ids of another
 * fan's payment and plain junk, by a guest, a fan and each staff role: a page may
 * refuse (4xx), redirect or render, but never answer 5xx. The pages come from the
 * route table, so a new one is covered without touching this file.
 */
type RouteEntry = { path?: string; children?: RouteEntry[] };

function pathsOf(entries: RouteEntry[], base = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    return [...(entry.path ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

const PARAMETERISED = pathsOf(routes as RouteEntry[]).filter((path) => /[:*]/.test(path));

/** Pages that read their subject from the query string instead of the path. */
const QUERY_PAGES = ["/payment/result", "/payment/success", "/payment/failure"].map((path) => ({
  path,
  name: "payment",
}));

const MISSING = "999999";
/** Not an id at all, never an id, and one past what the database's integer ids hold. */
const JUNK = ["abc", "0", "2147483648"];
/** The kinds the admin area knows (sports data, policy pages), so an `:id` after one is reached behind a real kind. */
const KNOWN_KINDS = [...CATALOG_PLURALS, ...POLICY_KINDS];

/** The values one parameter is tried with; `others` are ids belonging to another fan. */
function valuesFor(name: string, others: string[]): string[] {
  if (name === "kind") return [...KNOWN_KINDS, ...JUNK];
  return [MISSING, ...JUNK, ...others];
}

/** Every concrete address of one route pattern: each parameter filled in turn, an optional one also left out. */
function addressesOf(pattern: string, others: string[]): string[] {
  let addresses = [""];
  for (const segment of pattern.split("/").slice(1)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    const values = segment === "*" ? ["no/such/page"] : param ? valuesFor(param[1]!, others) : [segment];
    const optional = param?.[2] === "?";
    addresses = addresses.flatMap((address) => [
      ...values.map((value) => `${address}/${value}`),
      ...(optional ? [address] : []),
    ]);
  }
  return [...new Set(addresses.map((address) => address || "/"))];
}

type Visitor = { cookie?: string };

/** Signs an account up through the API; staff roles get two-step first, as the admin area asks of them. */
async function signUp(request: APIRequestContext, role: string | null): Promise<string> {
  const email = uniqueEmail(`params-${role ?? "fan"}`);
  const made = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, display_name: `Params ${role ?? "fan"}` },
  });
  expect(made.status()).toBe(201);
  const token = ((await made.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;
  if (role) {
    const bearer = { Authorization: `Bearer ${token}` };
    const setup = await request.post("/api/auth/two-step/setup", { headers: bearer });
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    const enabled = await request.post("/api/auth/two-step/enable", {
      headers: bearer,
      data: { code, password: PASSWORD },
    });
    expect(enabled.status()).toBe(200);
    await giveRole(request, email, role);
    // Staff work needs a session opened with the second factor: sign in again with a recovery code.
    const { recovery_codes } = ((await enabled.json()) as { data: { recovery_codes: string[] } }).data;
    const first = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    expect(first.status()).toBe(401);
    const { pending_token } = ((await first.json()) as { error: { details: { pending_token: string } } })
      .error.details;
    const second = await request.post("/api/auth/second-factor", {
      data: { pending_token, code: recovery_codes[0] },
    });
    expect(second.status()).toBe(200);
    return ((await second.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  }
  return token;
}

const cookieOf = (baseURL: string, token: string) => `${sessionCookies(baseURL).access}=${token}`;

/** A pending sandbox payment of a fan other than the visitor: their pages must treat it as absent. */
async function anotherFansPayment(request: APIRequestContext): Promise<string> {
  const token = await signUp(request, null);
  const plans = (await (await request.get("/api/plans")).json()) as {
    data: { id: number; amount: number }[];
  };
  const plan = plans.data.find((p) => p.amount > 0);
  expect(plan).toBeDefined();
  const started = await request.post("/api/billing/checkout", {
    headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": `params-${Date.now()}-${Math.random()}` },
    data: { plan_id: plan!.id, method: "sandbox" },
  });
  expect(started.status()).toBe(201);
  return String(((await started.json()) as { data: { payment: { id: number } } }).data.payment.id);
}

/**
 * The pages one visitor tries. A guest, a fan and an admin (who sees every staff control a fan's pages
 * carry) try all of them; the other staff roles only the admin area's, where their role decides what
 * a loader reads. Outside it a page reads the role only to show or hide a staff link, which the admin's
 * run covers.
 */
function addressesFor(role: Role, others: string[]): string[] {
  const patterns =
    role === "editor" || role === "moderator" || role === "operator"
      ? PARAMETERISED.filter((pattern) => pattern.startsWith("/cms"))
      : PARAMETERISED;
  return [
    ...patterns.flatMap((pattern) => addressesOf(pattern, others)),
    ...(patterns === PARAMETERISED
      ? QUERY_PAGES.flatMap(({ path, name }) =>
          [MISSING, ...JUNK, ...others, ""].map((value) => `${path}?${name}=${value}`),
        )
      : []),
  ];
}

async function failuresOf(
  request: APIRequestContext,
  visitor: Visitor,
  addresses: string[],
): Promise<string[]> {
  const headers: Record<string, string> = visitor.cookie ? { Cookie: visitor.cookie } : {};
  const failures: string[] = [];
  const ask = async (address: string) => {
    const answer = await request.get(address, { headers, maxRedirects: 0 });
    if (answer.status() >= 500) failures.push(`${answer.status()} ${address}`);
    return answer.status();
  };
  // The data request a client-side navigation makes runs the page's loaders; the document request
  // runs them and draws the page. A loader's refusal (4xx) draws the one error page every refusal
  // gets, so the document is asked for where the loader accepted the address, and once per pattern
  // for the refusal: the bad parameters' work is in the loaders.
  const drawnRefusal = new Set<string>();
  const one = async (address: string) => {
    const status = await ask(address.replace(/^[^?]*/, (path) => `${path}.data`));
    const pattern = address.replace(/\/[^/?]+(?=\/|\?|$)/g, "/_");
    if (status < 400 || status >= 500 || !drawnRefusal.has(pattern)) {
      if (status >= 400 && status < 500) drawnRefusal.add(pattern);
      await ask(address);
    }
  };
  // A few at a time: the server answers one while the next is on its way.
  const queue = [...addresses];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) await one(address);
    }),
  );
  return failures;
}

test("the route table has pages with parameters to try", () => {
  expect(PARAMETERISED).toEqual(
    expect.arrayContaining(["/cms/users/:id", "/payment/sandbox/:id", "/match/:id?"]),
  );
});

const ROLES = ["guest", "fan", "editor", "moderator", "operator", "admin"] as const;
type Role = (typeof ROLES)[number];

for (const role of ROLES) {
  test(`no page answers 5xx to a bad parameter: ${role}`, async ({ request, baseURL }) => {
    test.setTimeout(patience(180_000));
    const others = [await anotherFansPayment(request)];
    const visitor: Visitor =
      role === "guest"
        ? {}
        : { cookie: cookieOf(baseURL ?? "", await signUp(request, role === "fan" ? null : role)) };
    // The session holds: staff reach the admin area, a fan their account, a guest neither.
    const home = await request.get(role === "fan" ? "/account" : "/cms", {
      headers: visitor.cookie ? { Cookie: visitor.cookie } : {},
      maxRedirects: 0,
    });
    expect(home.status()).toBe(role === "guest" ? 302 : 200);
    expect(await failuresOf(request, visitor, addressesFor(role, others))).toEqual([]);
  });
}
