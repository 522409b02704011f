import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { payments } from "./schema.ts";

/**
 * One counter per calendar year. The paying transaction bumps it with an upsert, so the row
 * lock orders concurrent payments and a rolled-back payment gives its number back: no gaps.
 */
export const receiptSequences = pgTable("receipt_sequences", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** The receipt of a paid payment: its number is fixed the moment the money is accepted. */
export const receipts = pgTable(
  "receipts",
  {
    paymentId: integer("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** `R-2026-000123`: year and sequence, unique by construction. */
    number: text("number").notNull().unique("receipts_number_uq"),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("receipts_year_idx").on(table.year, table.sequence)],
);
