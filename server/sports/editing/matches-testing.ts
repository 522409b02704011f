import { makeStaff } from "../../auth/testing/staff.ts";
import type { Db } from "../../db/connect.ts";
import type { Services } from "../../http/api-router.ts";
import { competitions, groups, seasons, sports, stages, teams, venues } from "../schema.ts";

let made = 0;

/** Two leagues with a season each, a stage with a group in the first, four teams and a venue. */
export async function createEditingWorld(db: Db) {
  made += 1;
  const tag = `${process.pid}-${made}`;
  const [sport] = await db
    .insert(sports)
    .values({ slug: `football-${tag}`, name: "Football" })
    .returning();
  const leagues = await db
    .insert(competitions)
    .values([
      {
        sportId: sport!.id,
        slug: `premier-${tag}`,
        name: "Northern Premier",
        shortName: "NP",
        kind: "league",
      },
      { sportId: sport!.id, slug: `shield-${tag}`, name: "County Shield", shortName: "CS", kind: "cup" },
    ])
    .returning();
  const [league, cup] = await db
    .insert(seasons)
    .values(leagues.map((competition) => ({ competitionId: competition.id, name: "2026" })))
    .returning();
  const [stage] = await db
    .insert(stages)
    .values({ seasonId: league!.id, name: "Regular season", kind: "table" })
    .returning();
  const [group] = await db.insert(groups).values({ stageId: stage!.id, name: "North" }).returning();
  const [venue] = await db
    .insert(venues)
    .values({ name: "Riverside Park", city: "Calderbridge" })
    .returning();
  const names = ["Calderbridge Town", "Stanmoor United", "Harbour City", "Valley Rovers"];
  const clubs = await db
    .insert(teams)
    .values(
      names.map((name, i) => ({
        sportId: sport!.id,
        slug: `${name.toLowerCase().replaceAll(" ", "-")}-${tag}`,
        name: `${name} ${tag}`,
        shortName: name.split(" ")[0]!,
        code: name.slice(0, 3).toUpperCase(),
        strength: 40 + i * 10,
      })),
    )
    .returning();
  return {
    leagueSeason: league!,
    cupSeason: cup!,
    leagueId: leagues[0]!.id,
    stage: stage!,
    group: group!,
    venue: venue!,
    teams: clubs,
  };
}

/** A signed-in staff member with a role (two-step on unless told); answers their Bearer header. */
export async function createStaff(services: Services, role: string, twoStep = true) {
  made += 1;
  const email = `${role}-${process.pid}-${made}@example.com`;
  const signedIn = await services.auth.register(
    { email, password: "correct horse battery staple", displayName: `${role} ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(services.database.db, { email }, role, twoStep);
  return {
    name: `${role} ${made}`,
    headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` },
  };
}
