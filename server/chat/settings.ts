import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { editConflict } from "../http/versioning.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import type { Moderator } from "./entry.ts";
import { chatSettings } from "./schema.ts";

const ROW = 1;

export type ChatSettingsView = { allow_links: boolean; version: number; updated_at: string | null };
export type ChatSettingsPatch = { allow_links?: boolean };

type Row = typeof chatSettings.$inferSelect;
const view = (row: Row | undefined): ChatSettingsView => ({
  allow_links: row?.allowLinks ?? false,
  version: row?.version ?? 0,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** The operator's chat settings; the defaults (links off, version 0) before the first save. */
export async function readChatSettings(db: Pick<Db, "select">): Promise<ChatSettingsView> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.id, ROW));
  return view(row);
}

/** An operator's change, checked against the version they read; audited as `chat-settings.update`. */
export async function updateChatSettings(
  db: Db,
  by: Moderator,
  baseVersion: number,
  patch: ChatSettingsPatch,
): Promise<ChatSettingsView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chatSettings).where(eq(chatSettings.id, ROW)).for("update");
    const before = view(row);
    if (before.version !== baseVersion) throw editConflict(before);
    const next = {
      allowLinks: patch.allow_links ?? before.allow_links,
      version: before.version + 1,
      updatedBy: by.actor.id,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(chatSettings)
      .values({ id: ROW, ...next })
      // Two first saves both read "no row": the second finds the first's and is stale.
      .onConflictDoUpdate({
        target: chatSettings.id,
        set: next,
        setWhere: eq(chatSettings.version, before.version),
      })
      .returning();
    if (!saved) throw editConflict(await readChatSettings(tx));
    const after = view(saved);
    await recordAudit(tx as unknown as Db, {
      ...by,
      action: "chat-settings.update",
      target: { type: "chat-settings", id: ROW },
      before,
      after,
    });
    return after;
  });
}
