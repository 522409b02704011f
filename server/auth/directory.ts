import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { distinctIds } from "../../shared/bulk.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { List } from "../http/pagination.ts";
import { type AuditedBy, recordAudit } from "../platform/audit/audit.ts";
import { actOnEach, type BulkOutcome, missingIds } from "../platform/bulk.ts";
import { setDisabledIn } from "./account.ts";
import type { AuthContext } from "./context.ts";
import { type Role, users } from "./schema.ts";
import { toUserBody, type UserBody } from "./user-view.ts";

export type UserFilter = {
  q?: string;
  /** One role, or `staff` for every role that opens the admin area. */
  role?: Role | "staff";
  state?: "active" | "disabled";
  /** Only accounts created at or after this instant (sign-ups today). */
  since?: Date;
  sort: "created" | "email" | "name" | "last-sign-in";
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

export type DirectoryUser = UserBody & { disabled: boolean };

export const directoryUserOf = (row: typeof users.$inferSelect): DirectoryUser => ({
  ...toUserBody(row),
  disabled: row.disabled,
});

export const userNotFound = (userId: number) =>
  new AppError("not-found", "user-not-found", `There is no user ${userId}.`);

/** One account as staff see it. */
export async function getUser(ctx: AuthContext, userId: number): Promise<DirectoryUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw userNotFound(userId);
  return directoryUserOf(row);
}

/** How staff name accounts: display name and address, by id; ids of no account are left out. */
export async function peopleOf(
  ctx: AuthContext,
  ids: readonly number[],
): Promise<Map<number, { name: string; email: string | null }>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, name: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

const sortColumns = {
  created: users.createdAt,
  // Guests and phone-only accounts have no address: the number, or blank for guests.
  email: sql<string>`coalesce(${users.email}, ${users.phoneNumber}, '')`,
  name: users.displayName,
  "last-sign-in": users.lastSignInAt,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff's view of the accounts: search by address or name, filter by role and state, one page at a time. */
export async function listUsers(ctx: AuthContext, filter: UserFilter): Promise<List<DirectoryUser>> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.trim())}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.displayName, pattern))!);
  }
  if (filter.role === "staff") conditions.push(ne(users.role, "user"));
  else if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.state) conditions.push(eq(users.disabled, filter.state === "disabled"));
  if (filter.since) conditions.push(gte(users.createdAt, filter.since));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[filter.sort];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(filter.order === "asc" ? asc(column) : desc(column), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map(directoryUserOf),
    total: total?.total ?? 0,
  };
}

/** What the accounts list does to many accounts at once. */
export const USER_BULK_ACTIONS = ["disable", "enable"] as const;
export type UserStateAction = (typeof USER_BULK_ACTIONS)[number];

const cannotDisableSelf = () =>
  new AppError("conflict", "cannot-disable-self", "You cannot disable your own account.");

/** Whether the staff member is the account itself: nobody locks themselves out. */
const isSelf = (by: AuditedBy, userId: number) =>
  by.actor.kind === "account" && by.actor.id === String(userId);

/** Disables or enables one locked account and audits it (`user.disable`, `user.enable`); answers whether it changed. */
async function changeLocked(tx: Db, by: AuditedBy, row: typeof users.$inferSelect, action: UserStateAction) {
  const disabled = action === "disable";
  if (row.disabled === disabled) return false;
  await setDisabledIn(tx, row.id, disabled);
  await recordAudit(tx, {
    ...by,
    action: `user.${action}`,
    target: { type: "user", id: row.id },
    before: { disabled: row.disabled },
    after: { disabled },
  });
  return true;
}

/**
 * Disables or enables an account, audited, and answers it before and after. A disabled account's
 * sessions end at once and sign-in answers `user-disabled`; nobody can disable themselves
 * (`cannot-disable-self`). The API and the accounts screen both come through here.
 */
export async function changeUserState(
  ctx: AuthContext,
  by: AuditedBy,
  userId: number,
  action: UserStateAction,
): Promise<{ before: DirectoryUser; after: DirectoryUser }> {
  if (action === "disable" && isSelf(by, userId)) throw cannotDisableSelf();
  const before = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw userNotFound(userId);
    await changeLocked(tx, by, row, action);
    return directoryUserOf(row);
  });
  return { before, after: await getUser(ctx, userId) };
}

/**
 * Disables or enables many accounts, all or none, each audited as one changed alone. An account
 * already as asked is counted in `unchanged` (a retry changes nothing more); an id of no account
 * refuses the whole batch (`users-not-found`), and so does the staff member's own account.
 */
export async function changeUsersState(
  ctx: AuthContext,
  by: AuditedBy,
  action: UserStateAction,
  ids: readonly number[],
): Promise<BulkOutcome> {
  const wanted = distinctIds(ids);
  if (action === "disable" && wanted.some((id) => isSelf(by, id))) throw cannotDisableSelf();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(users)
      .where(inArray(users.id, wanted))
      .orderBy(asc(users.id))
      .for("update");
    const missing = missingIds(wanted, rows);
    if (missing.length > 0) {
      throw new AppError(
        "unprocessable",
        "users-not-found",
        `There is no account ${missing.join(", ")}: nothing was changed.`,
        { missing },
      );
    }
    return actOnEach(wanted, rows, (row) => changeLocked(tx, by, row, action));
  });
}
