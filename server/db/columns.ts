import { type AnyPgColumn, integer, timestamp } from "drizzle-orm/pg-core";

/** A moment, stored with its time zone so every reader sees the same instant. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A required reference to the row this one belongs to, deleted with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

/** Bumped on every edit in the admin area, so a stale form cannot overwrite a newer one. */
export const editVersion = () => integer("version").notNull().default(0);
