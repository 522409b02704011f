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
