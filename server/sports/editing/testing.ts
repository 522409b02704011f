import { sql } from "drizzle-orm";
import type { TestSite } from "../../app/testing/test-site.ts";
import { staffAccount } from "../../auth/testing/staff.ts";
import { countries, sports } from "../schema.ts";

let made = 0;

/** A signed-in staff member with two-step on; answers the Bearer header. */
export async function staffHeaders(site: TestSite, role: string): Promise<Record<string, string>> {
  made += 1;
  const email = `catalog-staff${made}-${role}@example.com`;
  return (await staffAccount(site, role, { email, displayName: `Staff ${made}` })).headers;
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
