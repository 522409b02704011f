import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import type { List } from "../http/pagination.ts";
import { setDisabled } from "./account.ts";
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

/**
 * Disables or enables an account and answers it before and after. A disabled
 * account's sessions end at once and sign-in answers `user-disabled`.
 */
export async function changeUserState(
  ctx: AuthContext,
  userId: number,
  disabled: boolean,
): Promise<{ before: DirectoryUser; after: DirectoryUser }> {
  const before = await getUser(ctx, userId);
  if (before.disabled !== disabled) await setDisabled(ctx, userId, disabled);
  return { before, after: await getUser(ctx, userId) };
}
