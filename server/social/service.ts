import { eq } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { editConflict } from "../http/versioning.ts";
import { SOCIAL_NETWORKS, type SocialAccounts, type SocialNetwork, socialSettings } from "./schema.ts";

export { SOCIAL_NETWORKS, type SocialAccounts, type SocialNetwork } from "./schema.ts";

/** The hosts an account address may name on each network (https only, a path naming the account). */
const HOSTS: Record<SocialNetwork, RegExp> = {
  x: /^(www\.)?(x|twitter)\.com$/,
  facebook: /^(www\.|m\.)?facebook\.com$/,
  instagram: /^(www\.)?instagram\.com$/,
  youtube: /^(www\.|m\.)?youtube\.com$/,
  tiktok: /^(www\.)?tiktok\.com$/,
  whatsapp: /^(www\.)?(whatsapp\.com|wa\.me)$/,
  telegram: /^(www\.)?(t\.me|telegram\.me)$/,
  reddit: /^(www\.|old\.)?reddit\.com$/,
};

export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  reddit: "Reddit",
};

/** An account address on its network, or a 400 `invalid-social-url` naming the field. */
export function checkAccountUrl(network: SocialNetwork, raw: string): string {
  const refuse = () =>
    new AppError(
      "bad-request",
      "invalid-social-url",
      `${NETWORK_NAMES[network]}: give the https address of the account on ${NETWORK_NAMES[network]}.`,
      { field: network },
    );
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse();
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) throw refuse();
  if (!HOSTS[network].test(url.hostname.toLowerCase()) || url.pathname.length < 2) throw refuse();
  if (url.href.length > 300) throw refuse();
  return url.href;
}

const ROW = 1;
/** Read on every page: kept a little while, so a node sees another's save within half a minute. */
const FRESH_MS = 30_000;

export function createSocialService(deps: { database: Database }) {
  const { db } = deps.database;
  let cached: { at: number; value: { accounts: SocialAccounts; version: number } } | null = null;

  async function read() {
    const [row] = await db.select().from(socialSettings).where(eq(socialSettings.id, ROW));
    return { accounts: row?.accounts ?? {}, version: row?.version ?? 0 };
  }

  return {
    /** The networks in the footer's order, and each one's name, as the settings form lists them. */
    SOCIAL_NETWORKS,
    NETWORK_NAMES,
    /** The accounts and their version (0 before the first save). */
    async settings() {
      if (cached && Date.now() - cached.at < FRESH_MS) return cached.value;
      const value = await read();
      cached = { at: Date.now(), value };
      return value;
    },
    /** The accounts in the footer's order, as `{ network, name, url }`. */
    async links() {
      const { accounts } = await this.settings();
      return SOCIAL_NETWORKS.filter((network) => accounts[network]).map((network) => ({
        network,
        name: NETWORK_NAMES[network],
        url: accounts[network]!,
      }));
    },
    /** Replaces the accounts (an empty address clears one); versioned: a stale version is 409. */
    async save(version: number, input: Partial<Record<SocialNetwork, string | null>>, by: string) {
      const accounts: SocialAccounts = {};
      for (const network of SOCIAL_NETWORKS) {
        const raw = input[network]?.trim();
        if (raw) accounts[network] = checkAccountUrl(network, raw);
      }
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(socialSettings).where(eq(socialSettings.id, ROW)).for("update");
        const current = { accounts: row?.accounts ?? {}, version: row?.version ?? 0 };
        if (current.version !== version) throw editConflict(current);
        const next = { accounts, version: current.version + 1, updatedBy: by, updatedAt: new Date() };
        await tx
          .insert(socialSettings)
          .values({ id: ROW, ...next })
          .onConflictDoUpdate({ target: socialSettings.id, set: next });
        return { before: current, after: { accounts, version: next.version } };
      });
      cached = { at: Date.now(), value: result.after };
      return result;
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
