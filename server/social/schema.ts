import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../db/columns.ts";

/** The networks a site may name its own account on, in the order the footer shows them. */
export const SOCIAL_NETWORKS = [
  "x",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "whatsapp",
  "telegram",
  "reddit",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialAccounts = Partial<Record<SocialNetwork, string>>;

/**
 * The site's own social accounts: one row (id 1), versioned like every admin edit. A row rather
 * than configuration because editors change it in the admin area without a restart.
 */
export const socialSettings = pgTable("social_settings", {
  id: integer("id").primaryKey(),
  accounts: jsonb("accounts").$type<SocialAccounts>().notNull().default({}),
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by"),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
