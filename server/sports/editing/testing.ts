import { sql } from "drizzle-orm";
import type { TestSite } from "../../app/testing/test-site.ts";
import { makeStaff } from "../../auth/testing/staff.ts";
import { countries, sports } from "../schema.ts";

let made = 0;

/** A signed-in staff member with two-step on; answers the Bearer header. */
export async function staffHeaders(site: TestSite, role: string): Promise<Record<string, string>> {
  made += 1;
  const email = `catalog-staff${made}-${role}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Staff ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return { Authorization: `Bearer ${signedIn.data.token.access_token}` };
}

/** Football and two countries, the references every catalogue test starts from. */
export async function seedReferences(site: TestSite) {
  const { db } = site.services.database;
  const [sport] = await db
    .insert(sports)
    .values([
      { slug: "football", name: "Football" },
      { slug: "ice-hockey", name: "Ice hockey", periods: 3, periodMinutes: 20 },
    ])
    .returning({ id: sports.id });
  const [hockey] = await db.select({ id: sports.id }).from(sports).where(sql`slug = 'ice-hockey'`);
  const [england, spain] = await db
    .insert(countries)
    .values([
      { code: "GB-ENG", slug: "england", name: "England" },
      { code: "ES", slug: "spain", name: "Spain" },
    ])
    .returning({ id: countries.id });
  return { footballId: sport!.id, hockeyId: hockey!.id, englandId: england!.id, spainId: spain!.id };
}

/** A JSON call to the site API. */
export function apiCall(site: TestSite) {
  return async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${site.url}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
}
