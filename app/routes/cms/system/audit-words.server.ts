import type { Services } from "../../../../server/http/api-router.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { matchLabelOf, videoLabelOf } from "../../../lib/cms/relation-labels.ts";
import { defineMessages, type MessageDescriptor, translatorFor } from "../../../lib/i18n.tsx";

const m = defineMessages({
  paymentBy: { id: "cms.audit.payment-by", defaultMessage: "{reference} by {email}" },
});

/** An audit entry's target as staff read it: what it is, its name, and where it is managed. */
export type TargetInWords = { kind: string; name: string | null; href: string | null; ref: string };

/** One changed field of an audit entry: its value before and after, each as short text. */
export type FieldChange = { field: string; before: string | null; after: string | null };

type Ref = { type: string; id: string | null };

// What each target type is called, and the admin page that manages one (none for a type without one).
const K = defineMessages({
  user: { id: "cms.audit.kind.user", defaultMessage: "Account" },
  match: { id: "cms.audit.kind.match", defaultMessage: "Match" },
  team: { id: "cms.audit.kind.team", defaultMessage: "Team" },
  video: { id: "cms.audit.kind.video", defaultMessage: "Video" },
  movie: { id: "cms.audit.kind.movie", defaultMessage: "Film" },
  post: { id: "cms.audit.kind.post", defaultMessage: "Post" },
  media: { id: "cms.audit.kind.media", defaultMessage: "Image" },
  plan: { id: "cms.audit.kind.plan", defaultMessage: "Plan" },
  payment: { id: "cms.audit.kind.payment", defaultMessage: "Payment" },
  subscription: { id: "cms.audit.kind.subscription", defaultMessage: "Subscription" },
  policy: { id: "cms.audit.kind.policy", defaultMessage: "Policy page" },
  "tv-channel": { id: "cms.audit.kind.tv-channel", defaultMessage: "TV channel" },
  "tv-programme": { id: "cms.audit.kind.tv-programme", defaultMessage: "TV programme" },
  "tv-guide": { id: "cms.audit.kind.tv-guide", defaultMessage: "TV guide" },
  "contact-message": { id: "cms.audit.kind.contact-message", defaultMessage: "Message" },
  import: { id: "cms.audit.kind.import", defaultMessage: "Import" },
  invite: { id: "cms.audit.kind.invite", defaultMessage: "Invitation" },
  report: { id: "cms.audit.kind.report", defaultMessage: "Report" },
  "chat-report": { id: "cms.audit.kind.chat-report", defaultMessage: "Chat report" },
  "chat-message": { id: "cms.audit.kind.chat-message", defaultMessage: "Chat message" },
  "chat-settings": { id: "cms.audit.kind.chat-settings", defaultMessage: "Chat settings" },
  "odds-settings": { id: "cms.audit.kind.odds-settings", defaultMessage: "Odds settings" },
  social: { id: "cms.audit.kind.social", defaultMessage: "Social links" },
  job: { id: "cms.audit.kind.job", defaultMessage: "Job" },
  "billing-event": { id: "cms.audit.kind.billing-event", defaultMessage: "Bank notification" },
});
const KINDS: Record<string, { kind: MessageDescriptor; href?: (id: string) => string }> = {
  user: { kind: K.user, href: (id) => `/cms/users/${id}` },
  match: { kind: K.match, href: (id) => `/cms/matches/${id}` },
  team: { kind: K.team, href: (id) => `/cms/teams/${id}` },
  video: { kind: K.video, href: (id) => `/cms/videos/${id}` },
  movie: { kind: K.movie, href: (id) => `/cms/movies/${id}` },
  post: { kind: K.post, href: (id) => `/cms/posts/${id}` },
  media: { kind: K.media, href: (id) => `/cms/media/${id}` },
  plan: { kind: K.plan, href: (id) => `/cms/billing/plans/${id}` },
  payment: { kind: K.payment, href: (id) => `/cms/billing/payments/${id}` },
  subscription: { kind: K.subscription },
  policy: { kind: K.policy, href: (id) => `/cms/pages/${id}` },
  "tv-channel": { kind: K["tv-channel"], href: (id) => `/cms/tv/${id}` },
  "tv-programme": { kind: K["tv-programme"] },
  "tv-guide": { kind: K["tv-guide"], href: () => "/cms/tv" },
  "contact-message": { kind: K["contact-message"], href: (id) => `/cms/inbox/${id}` },
  import: { kind: K.import, href: (id) => `/cms/import/${id}` },
  invite: { kind: K.invite, href: () => "/cms/staff" },
  report: { kind: K.report, href: () => "/cms/reports" },
  "chat-report": { kind: K["chat-report"], href: () => "/cms/reports" },
  "chat-message": { kind: K["chat-message"], href: () => "/cms/chat" },
  "chat-settings": { kind: K["chat-settings"], href: () => "/cms/chat" },
  "odds-settings": { kind: K["odds-settings"], href: () => "/cms/odds" },
  social: { kind: K.social, href: () => "/cms/social" },
  job: { kind: K.job, href: () => "/cms/jobs" },
  "billing-event": { kind: K["billing-event"], href: () => "/cms/billing/unmatched" },
};

const numeric = (id: string | null) => (id && /^\d{1,10}$/.test(id) ? Number(id) : null);
const idsOf = (refs: Ref[], type: string) =>
  [...new Set(refs.filter((ref) => ref.type === type).map((ref) => numeric(ref.id)))].filter(
    (id): id is number => id !== null,
  );

/** Names one at a time, for types whose domain reads one record; a record deleted since names nothing. */
async function namesOneByOne(
  ids: number[],
  read: (id: number) => Promise<string>,
): Promise<Map<number, string>> {
  const found = await Promise.all(
    ids.map((id) =>
      read(id).then(
        (name) => [id, name] as const,
        () => null,
      ),
    ),
  );
  return new Map(found.filter((entry) => entry !== null));
}

type NameSources = Pick<Services, "auth" | "sports" | "video" | "posts" | "billing">;

/**
 * The names of a page of audit targets, read through each domain's own door, a batch per type where
 * the domain reads many at once. A payment is named by its reference and the account that made it.
 */
export async function targetsInWords(
  services: NameSources,
  refs: Ref[],
  t: Translator = translatorFor("en"),
): Promise<Map<string, TargetInWords>> {
  const [people, matches, teams, videos, posts, plans, payments] = await Promise.all([
    services.auth.peopleOf(idsOf(refs, "user")),
    services.sports.matchLabels(idsOf(refs, "match")),
    services.sports.loadTeams(idsOf(refs, "team")),
    namesOneByOne(idsOf(refs, "video"), async (id) => videoLabelOf(await services.video.find(id))),
    namesOneByOne(idsOf(refs, "post"), async (id) => (await services.posts.getCmsPost(id)).title),
    namesOneByOne(idsOf(refs, "plan"), async (id) => (await services.billing.admin.plan(id)).name),
    namesOneByOne(idsOf(refs, "payment"), async (id) => {
      const payment = await services.billing.admin.payment(id);
      return payment.email
        ? t(m.paymentBy, { reference: payment.reference, email: payment.email })
        : payment.reference;
    }),
  ]);
  const named: Record<string, (id: number) => string | undefined> = {
    user: (id) => people.get(id)?.name,
    match: (id) => {
      const match = matches.get(id);
      return match ? matchLabelOf(match, t) : undefined;
    },
    team: (id) => teams.get(id)?.name,
    video: (id) => videos.get(id),
    post: (id) => posts.get(id),
    plan: (id) => plans.get(id),
    payment: (id) => payments.get(id),
  };
  const words = new Map<string, TargetInWords>();
  for (const ref of refs) {
    const key = refKey(ref);
    const known = KINDS[ref.type];
    const id = numeric(ref.id);
    words.set(key, {
      kind: known ? t(known.kind) : ref.type,
      name: id !== null ? (named[ref.type]?.(id) ?? null) : ref.type === "policy" ? ref.id : null,
      href: known?.href && ref.id ? known.href(ref.id) : (known?.href?.("") ?? null),
      ref: ref.id ? `${ref.type}:${ref.id}` : ref.type,
    });
  }
  return words;
}

export const refKey = (ref: Ref) => `${ref.type}:${ref.id ?? ""}`;

/** A value as one short line: text as it is, anything else as JSON, cut at 120 characters. */
function shortText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What an entry changed, field by field: the fields whose values differ between before and after, in
 * the order they were written. A value that is not a record is one change of the whole.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: "", before: shortText(before), after: shortText(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: shortText(was[field]), after: shortText(now[field]) }));
}
