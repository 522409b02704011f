import type { Services } from "../../../../server/http/api-router.ts";
import { matchLabelOf, videoLabelOf } from "../../../lib/cms/relation-labels.ts";

/** An audit entry's target as staff read it: what it is, its name, and where it is managed. */
export type TargetInWords = { kind: string; name: string | null; href: string | null; ref: string };

/** One changed field of an audit entry: its value before and after, each as short text. */
export type FieldChange = { field: string; before: string | null; after: string | null };

type Ref = { type: string; id: string | null };

// What each target type is called, and the admin page that manages one (none for a type without one).
const KINDS: Record<string, { kind: string; href?: (id: string) => string }> = {
  user: { kind: "Account", href: (id) => `/cms/users/${id}` },
  match: { kind: "Match", href: (id) => `/cms/matches/${id}` },
  team: { kind: "Team", href: (id) => `/cms/teams/${id}` },
  video: { kind: "Video", href: (id) => `/cms/videos/${id}` },
  movie: { kind: "Film", href: (id) => `/cms/movies/${id}` },
  post: { kind: "Post", href: (id) => `/cms/posts/${id}` },
  media: { kind: "Image", href: (id) => `/cms/media/${id}` },
  plan: { kind: "Plan", href: (id) => `/cms/billing/plans/${id}` },
  payment: { kind: "Payment", href: (id) => `/cms/billing/payments/${id}` },
  subscription: { kind: "Subscription" },
  policy: { kind: "Policy page", href: (id) => `/cms/pages/${id}` },
  "tv-channel": { kind: "TV channel", href: (id) => `/cms/tv/${id}` },
  "tv-programme": { kind: "TV programme" },
  "tv-guide": { kind: "TV guide", href: () => "/cms/tv" },
  "contact-message": { kind: "Message", href: (id) => `/cms/inbox/${id}` },
  import: { kind: "Import", href: (id) => `/cms/import/${id}` },
  invite: { kind: "Invitation", href: () => "/cms/staff" },
  report: { kind: "Report", href: () => "/cms/reports" },
  "chat-report": { kind: "Chat report", href: () => "/cms/reports" },
  "chat-message": { kind: "Chat message", href: () => "/cms/chat" },
  "chat-settings": { kind: "Chat settings", href: () => "/cms/chat" },
  "odds-settings": { kind: "Odds settings", href: () => "/cms/odds" },
  social: { kind: "Social links", href: () => "/cms/social" },
  job: { kind: "Job", href: () => "/cms/jobs" },
  "billing-event": { kind: "Bank notification", href: () => "/cms/billing/unmatched" },
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
      return payment.email ? `${payment.reference} by ${payment.email}` : payment.reference;
    }),
  ]);
  const named: Record<string, (id: number) => string | undefined> = {
    user: (id) => people.get(id)?.name,
    match: (id) => {
      const match = matches.get(id);
      return match ? matchLabelOf(match) : undefined;
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
      kind: known?.kind ?? ref.type,
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
