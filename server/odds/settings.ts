import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { editConflict } from "../http/versioning.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import {
  type MarketSetting,
  type OddsFormatSetting,
  type OddsMarketKey,
  oddsPreferences,
  oddsSettings,
} from "./schema.ts";

/** The match result (1X2) leads, as on every book; then the three in-play widgets. */
export const MARKETS: readonly OddsMarketKey[] = ["1x2", "odd-even", "two-way", "last-team-to-score"];

export type OddsSettingsView = {
  margin: number;
  suspension_seconds: number;
  default_format: OddsFormatSetting;
  markets: Record<OddsMarketKey, { enabled: boolean; bookmaker_url: string | null }>;
  disabled_competitions: number[];
  version: number;
  updated_at: string;
};

export type OddsSettingsPatch = Partial<{
  margin: number;
  suspension_seconds: number;
  default_format: OddsFormatSetting;
  markets: Partial<Record<OddsMarketKey, { enabled?: boolean; bookmaker_url?: string | null }>>;
  disabled_competitions: number[];
}>;

const DEFAULT_MARKETS = Object.fromEntries(
  MARKETS.map((key) => [key, { enabled: true, bookmakerUrl: null }]),
) as Record<OddsMarketKey, MarketSetting>;

type Row = typeof oddsSettings.$inferSelect;

const view = (row: Row): OddsSettingsView => ({
  margin: row.margin,
  suspension_seconds: row.suspensionSeconds,
  default_format: row.defaultFormat,
  markets: Object.fromEntries(
    MARKETS.map((key) => {
      const market = row.markets[key] ?? DEFAULT_MARKETS[key];
      return [key, { enabled: market.enabled, bookmaker_url: market.bookmakerUrl }];
    }),
  ) as OddsSettingsView["markets"],
  disabled_competitions: row.disabledCompetitions,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** The one settings row, created with the defaults the first time anyone reads it. */
async function settingsRow(db: Db): Promise<Row> {
  const [row] = await db.select().from(oddsSettings).where(eq(oddsSettings.id, 1));
  if (row) return row;
  await db.insert(oddsSettings).values({ id: 1, markets: DEFAULT_MARKETS }).onConflictDoNothing();
  const [created] = await db.select().from(oddsSettings).where(eq(oddsSettings.id, 1));
  return created!;
}

export async function readOddsSettings(db: Db): Promise<OddsSettingsView> {
  return view(await settingsRow(db));
}

/** An operator's change: checked against the version they read, audited as `odds-settings.update`. */
export async function updateOddsSettings(
  db: Db,
  by: { actor: AuditActor; ip?: string | null },
  baseVersion: number,
  patch: OddsSettingsPatch,
): Promise<OddsSettingsView> {
  await settingsRow(db);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(oddsSettings).where(eq(oddsSettings.id, 1)).for("update");
    if (current!.version !== baseVersion) throw editConflict(view(current!));
    const markets = { ...DEFAULT_MARKETS, ...current!.markets };
    for (const [key, change] of Object.entries(patch.markets ?? {}) as [
      OddsMarketKey,
      { enabled?: boolean; bookmaker_url?: string | null },
    ][]) {
      markets[key] = {
        enabled: change.enabled ?? markets[key].enabled,
        bookmakerUrl: change.bookmaker_url === undefined ? markets[key].bookmakerUrl : change.bookmaker_url,
      };
    }
    const [row] = await tx
      .update(oddsSettings)
      .set({
        margin: patch.margin ?? current!.margin,
        suspensionSeconds: patch.suspension_seconds ?? current!.suspensionSeconds,
        defaultFormat: patch.default_format ?? current!.defaultFormat,
        markets,
        disabledCompetitions: patch.disabled_competitions
          ? [...new Set(patch.disabled_competitions)].sort((a, b) => a - b)
          : current!.disabledCompetitions,
        version: sql`${oddsSettings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(oddsSettings.id, 1))
      .returning();
    const after = view(row!);
    await recordAudit(tx, {
      ...by,
      action: "odds-settings.update",
      target: { type: "odds-settings", id: 1 },
      before: view(current!),
      after,
    });
    return after;
  });
}

export type OddsPreference = { format: OddsFormatSetting | null; hide: boolean };

export async function readPreference(db: Db, userId: number): Promise<OddsPreference> {
  const [row] = await db.select().from(oddsPreferences).where(eq(oddsPreferences.userId, userId));
  return { format: row?.format ?? null, hide: row?.hide ?? false };
}

export async function savePreference(
  db: Db,
  userId: number,
  preference: OddsPreference,
): Promise<OddsPreference> {
  await db
    .insert(oddsPreferences)
    .values({ userId, ...preference, updatedAt: new Date() })
    .onConflictDoUpdate({ target: oddsPreferences.userId, set: { ...preference, updatedAt: new Date() } });
  return preference;
}

/** A guest's odds preference joins the account it signed in to, unless the account chose its own. */
export async function adoptGuestPreference(tx: Db, fromUserId: number, intoUserId: number): Promise<void> {
  const [guest] = await tx.select().from(oddsPreferences).where(eq(oddsPreferences.userId, fromUserId));
  if (!guest) return;
  await tx
    .insert(oddsPreferences)
    .values({ userId: intoUserId, format: guest.format, hide: guest.hide, updatedAt: new Date() })
    .onConflictDoNothing();
}
