import { z } from "@hono/zod-openapi";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import { renderMarkdown } from "../markdown.ts";
import { type PolicyKind, policyAcknowledgements, policyVersions } from "../schema.ts";
import { firstPolicyTexts } from "./texts.ts";

export const POLICY_KINDS = ["terms", "privacy", "refund"] as const satisfies readonly PolicyKind[];
/** Where each policy is read on the site. */
export const POLICY_PATHS: Record<PolicyKind, string> = {
  terms: "/terms",
  privacy: "/policy/privacy",
  refund: "/policy/refund",
};

/** A new version as an editor sends it: the API's body and the admin page's form alike. */
export const publishPolicySchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    body_markdown: z.string().trim().min(1).max(100_000),
    summary: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .openapi({ description: "What changed, shown to users asked to agree to new terms" }),
    version: z
      .number()
      .int()
      .min(0)
      .max(999_999_999)
      .optional()
      .openapi({ description: "The version in force when the edit began (0 before any); or send If-Match" }),
    language: z
      .enum(LOCALES, { error: `one of ${LOCALES.join(", ")}` })
      .optional()
      .openapi({
        description:
          "en (the default) publishes the next version, the one users agree to; another language publishes the text of the version in force in that language, replacing an earlier one of it",
      }),
  })
  .openapi("PolicyPublish");

export type PolicyVersionSummary = {
  kind: PolicyKind;
  version: number;
  language: Locale;
  title: string;
  summary: string;
  published_at: string;
  published_by: string | null;
};
export type PolicyView = PolicyVersionSummary & { body_markdown: string; body_html: string };
export type PolicyPublish = {
  title: string;
  body_markdown: string;
  summary: string;
  base: number;
  language?: Locale;
};
/** Where a signed-in user stands with the terms: `pending` asks them to acknowledge `current`. */
export type TermsStatus = {
  current: { version: number; summary: string; published_at: string } | null;
  acknowledged: number;
  pending: boolean;
};

type Row = typeof policyVersions.$inferSelect;
type Who = { actor: AuditActor; ip: string | null };

const summaryOf = (row: Row): PolicyVersionSummary => ({
  kind: row.kind,
  version: row.version,
  language: row.language as Locale,
  title: row.title,
  summary: row.summary,
  published_at: row.publishedAt.toISOString(),
  published_by: row.publishedBy,
});
const viewOf = (row: Row): PolicyView => ({
  ...summaryOf(row),
  body_markdown: row.bodyMarkdown,
  body_html: row.bodyHtml,
});

const policyNotFound = () =>
  new AppError("not-found", "policy-not-found", "There is no such policy version.");

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === "23505") return true;
  }
  return false;
}

export type PolicyService = ReturnType<typeof createPolicyService>;

/**
 * Terms, privacy and refund pages as published versions: the highest version of a kind is in
 * force, older ones stay readable. Publishing names the version it was based on, so two editors
 * cannot silently replace each other's text.
 */
export function createPolicyService({ db, config }: { db: Db; config: Config }) {
  const english = eq(policyVersions.language, SOURCE_LOCALE);

  /** The English version in force: the reference every translation names and users agree to. */
  const latest = async (kind: PolicyKind, on: Db = db): Promise<Row | undefined> =>
    (
      await on
        .select()
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, kind), english))
        .orderBy(desc(policyVersions.version))
        .limit(1)
    )[0];

  /** A version's text in a language, if one was published. */
  const translationOf = async (kind: PolicyKind, version: number, language: Locale, on: Db = db) =>
    (
      await on
        .select()
        .from(policyVersions)
        .where(
          and(
            eq(policyVersions.kind, kind),
            eq(policyVersions.version, version),
            eq(policyVersions.language, language),
          ),
        )
    )[0];

  const render = (markdown: string) => renderMarkdown(markdown, { siteUrl: config.SITE_URL }).html;

  async function termsStatus(user: { id: number; createdAt: Date }): Promise<TermsStatus> {
    const head = await latest("terms");
    if (!head) return { current: null, acknowledged: 0, pending: false };
    const current = {
      version: head.version,
      summary: head.summary,
      published_at: head.publishedAt.toISOString(),
    };
    // Version 1 counts as accepted by everyone: only a change needs asking about.
    if (head.version <= 1) return { current, acknowledged: 1, pending: false };
    const [[ack], [atSignUp]] = await Promise.all([
      db
        .select({ version: policyAcknowledgements.version })
        .from(policyAcknowledgements)
        .where(and(eq(policyAcknowledgements.userId, user.id), eq(policyAcknowledgements.kind, "terms"))),
      // Registering accepts the terms then in force.
      db
        .select({ version: sql<number | null>`max(${policyVersions.version})` })
        .from(policyVersions)
        .where(
          and(eq(policyVersions.kind, "terms"), english, lte(policyVersions.publishedAt, user.createdAt)),
        ),
    ]);
    const acknowledged = Math.max(1, ack?.version ?? 0, Number(atSignUp?.version ?? 0));
    return { current, acknowledged, pending: acknowledged < head.version };
  }

  /**
   * The text of the English version in force (`base`) in another language: a stale base is 409
   * `edit-conflict` as for English; publishing it again replaces the earlier text of that version.
   */
  async function publishTranslation(
    who: Who,
    kind: PolicyKind,
    input: PolicyPublish & { language: Locale },
    conflict: (on?: Db) => Promise<AppError>,
  ): Promise<PolicyView> {
    return db.transaction(async (tx) => {
      const head = await latest(kind, tx);
      if (!head || head.version !== input.base) throw await conflict(tx);
      const before = await translationOf(kind, head.version, input.language, tx);
      const text = {
        title: input.title,
        bodyMarkdown: input.body_markdown,
        bodyHtml: render(input.body_markdown),
        summary: input.summary,
        publishedBy: who.actor.id,
      };
      const [row] = await tx
        .insert(policyVersions)
        .values({ kind, version: head.version, language: input.language, ...text })
        .onConflictDoUpdate({
          target: [policyVersions.kind, policyVersions.language, policyVersions.version],
          set: { ...text, publishedAt: sql`now()` },
        })
        .returning();
      await recordAudit(tx, {
        ...who,
        action: "policy.publish",
        target: { type: "policy", id: kind },
        before: before ? { version: before.version, language: input.language, title: before.title } : null,
        after: { version: row!.version, language: input.language, title: row!.title, summary: row!.summary },
      });
      return viewOf(row!);
    });
  }

  return {
    POLICY_KINDS,
    POLICY_PATHS,
    publishPolicySchema,
    /**
     * The version in force, in `language` when its text was published in it, else in English (the
     * view's `language` says which).
     */
    async current(kind: PolicyKind, language: Locale = SOURCE_LOCALE): Promise<PolicyView> {
      const row = await latest(kind);
      if (!row) throw policyNotFound();
      if (language === SOURCE_LOCALE) return viewOf(row);
      return viewOf((await translationOf(kind, row.version, language)) ?? row);
    },

    /** The languages the version in force has been published in besides English. */
    async translations(kind: PolicyKind): Promise<Locale[]> {
      const row = await latest(kind);
      if (!row) return [];
      const rows = await db
        .select({ language: policyVersions.language })
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, row.version)));
      return rows.map((r) => r.language as Locale).filter((language) => language !== SOURCE_LOCALE);
    },

    /** The one in force of each kind (null before any is published). */
    async overview(): Promise<Array<{ kind: PolicyKind; current: PolicyVersionSummary | null }>> {
      return Promise.all(
        POLICY_KINDS.map(async (kind) => {
          const row = await latest(kind);
          return { kind, current: row ? summaryOf(row) : null };
        }),
      );
    },

    /** Every version of a kind, newest first. */
    async history(kind: PolicyKind): Promise<PolicyVersionSummary[]> {
      const rows = await db
        .select()
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, kind), english))
        .orderBy(desc(policyVersions.version));
      return rows.map(summaryOf);
    },

    async version(kind: PolicyKind, version: number): Promise<PolicyView> {
      const [row] = await db
        .select()
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, version), english));
      if (!row) throw policyNotFound();
      return viewOf(row);
    },

    /** Sanitised HTML of a draft, as it would be published. */
    preview: render,

    /**
     * Publishes the next version, if `base` is still the one in force (0 when none is):
     * otherwise 409 edit-conflict with the current one. Audited in the same transaction.
     */
    async publish(who: Who, kind: PolicyKind, input: PolicyPublish): Promise<PolicyView> {
      const conflict = async (on: Db = db) => {
        const row = await latest(kind, on);
        return editConflict(row ? viewOf(row) : { kind, version: 0 });
      };
      if (input.language && input.language !== SOURCE_LOCALE) {
        return publishTranslation(who, kind, { ...input, language: input.language }, conflict);
      }
      try {
        return await db.transaction(async (tx) => {
          const before = await latest(kind, tx);
          if ((before?.version ?? 0) !== input.base) throw await conflict(tx);
          const [row] = await tx
            .insert(policyVersions)
            .values({
              kind,
              version: input.base + 1,
              title: input.title,
              bodyMarkdown: input.body_markdown,
              bodyHtml: render(input.body_markdown),
              summary: input.summary,
              publishedBy: who.actor.id,
            })
            .returning();
          await recordAudit(tx, {
            ...who,
            action: "policy.publish",
            target: { type: "policy", id: kind },
            before: before ? { version: before.version, title: before.title } : null,
            after: {
              version: row!.version,
              language: SOURCE_LOCALE,
              title: row!.title,
              summary: row!.summary,
            },
          });
          return viewOf(row!);
        });
      } catch (error) {
        // Two publishers on the same base: the unique index lets one through, the other conflicts.
        if (isUniqueViolation(error)) throw await conflict();
        throw error;
      }
    },

    /** Version 1 of every kind that has none; safe when several servers boot at once. */
    async seedIfAbsent(): Promise<PolicyKind[]> {
      const seeded: PolicyKind[] = [];
      const texts = firstPolicyTexts({ name: config.SITE_NAME, supportEmail: config.SUPPORT_EMAIL ?? null });
      for (const text of texts) {
        if (await latest(text.kind)) continue;
        const inserted = await db
          .insert(policyVersions)
          .values({
            kind: text.kind,
            version: 1,
            title: text.title,
            bodyMarkdown: text.body,
            bodyHtml: render(text.body),
            summary: "First version.",
            publishedBy: "system",
          })
          .onConflictDoNothing()
          .returning({ kind: policyVersions.kind });
        if (inserted.length > 0) seeded.push(text.kind);
      }
      return seeded;
    },

    termsStatus,

    /**
     * Records that a user agreed to terms `version` (an existing one). Idempotent: a repeat, or an
     * older version after a newer one, changes nothing.
     */
    async acknowledgeTerms(user: { id: number; createdAt: Date }, version: number): Promise<TermsStatus> {
      const [known] = await db
        .select({ version: policyVersions.version })
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, "terms"), eq(policyVersions.version, version), english));
      if (!known) {
        throw new AppError(
          "unprocessable",
          "unknown-terms-version",
          `There is no version ${version} of the terms.`,
          {
            field: "version",
          },
        );
      }
      await db
        .insert(policyAcknowledgements)
        .values({ userId: user.id, kind: "terms", version })
        .onConflictDoUpdate({
          target: [policyAcknowledgements.userId, policyAcknowledgements.kind],
          set: { version, acknowledgedAt: sql`now()` },
          setWhere: sql`${policyAcknowledgements.version} < ${version}`,
        });
      return termsStatus(user);
    },
  };
}
