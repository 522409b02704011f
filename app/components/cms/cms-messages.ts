import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";

/** Words the admin area's screens share: actions, pagination, roles, statuses. */
export const cmsCommon = defineMessages({
  save: { id: "cms.common.save", defaultMessage: "Save" },
  saving: { id: "cms.common.saving", defaultMessage: "Saving…" },
  saved: { id: "cms.common.saved", defaultMessage: "Saved." },
  cancel: { id: "cms.common.cancel", defaultMessage: "Cancel" },
  close: { id: "cms.common.close", defaultMessage: "Close" },
  delete: { id: "cms.common.delete", defaultMessage: "Delete" },
  edit: { id: "cms.common.edit", defaultMessage: "Edit" },
  filter: { id: "cms.common.filter", defaultMessage: "Filter" },
  search: { id: "cms.common.search", defaultMessage: "Search" },
  previous: {
    id: "cms.common.previous",
    defaultMessage: "Previous",
    description: "Pagination: the page before",
  },
  next: { id: "cms.common.next", defaultMessage: "Next", description: "Pagination: the page after" },
  range: {
    id: "cms.common.range",
    defaultMessage: "{first}–{last} of {total}",
    description: "Pagination: which rows of how many are shown",
  },
  any: { id: "cms.common.any", defaultMessage: "Any", description: "A filter that keeps every value" },
  all: { id: "cms.common.all", defaultMessage: "All", description: "A filter that keeps every value" },
  none: { id: "cms.common.none", defaultMessage: "None" },
  yes: { id: "cms.common.yes", defaultMessage: "Yes" },
  no: { id: "cms.common.no", defaultMessage: "No" },
  account: {
    id: "cms.common.account",
    defaultMessage: "Account {id}",
    description: "A person known only by their number",
  },
});

/** The staff roles' names, by the role the server gives. */
export const ROLE_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  user: { id: "cms.role.user", defaultMessage: "user" },
  editor: { id: "cms.role.editor", defaultMessage: "editor" },
  moderator: { id: "cms.role.moderator", defaultMessage: "moderator" },
  operator: { id: "cms.role.operator", defaultMessage: "operator" },
  admin: { id: "cms.role.admin", defaultMessage: "admin" },
});

/** A role in the page's language; an unknown role as the server names it. */
export const roleName = (t: Translator, role: string) => {
  const message = ROLE_MESSAGES[role];
  return message ? t(message) : role;
};

/** A match's status words, by the status the server gives. */
export const MATCH_STATUS_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  scheduled: { id: "cms.match-status.scheduled", defaultMessage: "scheduled" },
  live: { id: "cms.match-status.live", defaultMessage: "live" },
  finished: { id: "cms.match-status.finished", defaultMessage: "finished" },
  postponed: { id: "cms.match-status.postponed", defaultMessage: "postponed" },
  suspended: { id: "cms.match-status.suspended", defaultMessage: "suspended" },
  cancelled: { id: "cms.match-status.cancelled", defaultMessage: "cancelled" },
  abandoned: { id: "cms.match-status.abandoned", defaultMessage: "abandoned" },
  awarded: { id: "cms.match-status.awarded", defaultMessage: "awarded" },
});

export const matchStatusName = (t: Translator, status: string) => {
  const message = MATCH_STATUS_MESSAGES[status];
  return message ? t(message) : status;
};

/** A post's status, as the list and the editor name it. */
export const POST_STATUS_MESSAGES = defineMessages({
  draft: { id: "cms.post-status.draft", defaultMessage: "Draft" },
  scheduled: { id: "cms.post-status.scheduled", defaultMessage: "Scheduled" },
  published: { id: "cms.post-status.published", defaultMessage: "Published" },
});

/** A post's status in words as a list line shows it ("draft"); an unknown one as the server names it. */
export const POST_STATUS_WORDS: Record<string, MessageDescriptor> = defineMessages({
  draft: { id: "cms.post-status.word.draft", defaultMessage: "draft" },
  scheduled: { id: "cms.post-status.word.scheduled", defaultMessage: "scheduled" },
  published: { id: "cms.post-status.word.published", defaultMessage: "published" },
});

export const postStatusWord = (t: Translator, status: string) => {
  const message = POST_STATUS_WORDS[status];
  return message ? t(message) : status;
};

const periods = defineMessages({
  period: {
    id: "cms.billing.period",
    defaultMessage:
      "{interval, select, pass {{count, plural, =1 {for # day} other {for # days}}} month {{count, plural, =1 {per month} other {every # months}}} other {{count, plural, =1 {per year} other {every # years}}}}",
    description: "What a plan's price buys: per month, every 3 months, for 7 days",
  },
});

/** What a plan's price buys, as the billing screens write it: "per month", "for 1 day". */
export const periodText = (t: Translator, interval: string, count: number) =>
  t(periods.period, { interval, count });

/** What a plan unlocks, by its entitlement. */
export const ENTITLEMENT_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  tv: { id: "cms.billing.entitlement.tv", defaultMessage: "Live TV" },
  movies: { id: "cms.billing.entitlement.movies", defaultMessage: "Film library" },
  "highlights-full": {
    id: "cms.billing.entitlement.highlights-full",
    defaultMessage: "Full-length highlights",
  },
  "chat-premium": { id: "cms.billing.entitlement.chat-premium", defaultMessage: "Premium chat rooms" },
});

export const entitlementName = (t: Translator, entitlement: string) => {
  const message = ENTITLEMENT_MESSAGES[entitlement];
  return message ? t(message) : entitlement;
};

/** A payment's status in words, lower case as the lists show it. */
export const PAYMENT_STATUS_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  pending: { id: "cms.payment-status.pending", defaultMessage: "pending" },
  paid: { id: "cms.payment-status.paid", defaultMessage: "paid" },
  underpaid: { id: "cms.payment-status.underpaid", defaultMessage: "underpaid" },
  failed: { id: "cms.payment-status.failed", defaultMessage: "failed" },
  expired: { id: "cms.payment-status.expired", defaultMessage: "expired" },
  refunded: { id: "cms.payment-status.refunded", defaultMessage: "refunded" },
});

export const paymentStatusName = (t: Translator, status: string) => {
  const message = PAYMENT_STATUS_MESSAGES[status];
  return message ? t(message) : status;
};

/** How a fan paid, by the method the server names. */
export const PAYMENT_METHOD_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  sandbox: { id: "cms.payment-method.sandbox", defaultMessage: "Demo checkout" },
  "bank-transfer": { id: "cms.payment-method.bank-transfer", defaultMessage: "Bank transfer" },
  card: { id: "cms.payment-method.card", defaultMessage: "Card" },
});

/**
 * Notes messages a screen shows only once staff act (a count of what was found or ticked), so the
 * page carries them from its first render instead of waiting for the rest of its language.
 */
export function carry(t: Translator, ...messages: MessageDescriptor[]): void {
  // Only the server's render notes what a page carries: in the browser there is nothing to note.
  if (typeof document !== "undefined") return;
  for (const message of messages) {
    try {
      t(message, { count: 0 });
    } catch {
      // Only the message's id was wanted, not its words.
    }
  }
}
