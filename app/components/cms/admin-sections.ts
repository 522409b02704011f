import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";
import type { CmsGroup } from "../../routes/cms/cms-access.server.ts";

/** The navigation's groups, by the name the server gives them. */
export const GROUP_MESSAGES: Record<CmsGroup, MessageDescriptor> = defineMessages({
  Live: {
    id: "cms.nav.group.live",
    defaultMessage: "Live",
    description: "Admin navigation group: live scoring",
  },
  "Sports data": { id: "cms.nav.group.sports-data", defaultMessage: "Sports data" },
  Content: { id: "cms.nav.group.content", defaultMessage: "Content" },
  Video: { id: "cms.nav.group.video", defaultMessage: "Video" },
  Community: { id: "cms.nav.group.community", defaultMessage: "Community" },
  Money: { id: "cms.nav.group.money", defaultMessage: "Money" },
  People: { id: "cms.nav.group.people", defaultMessage: "People" },
  System: { id: "cms.nav.group.system", defaultMessage: "System" },
});

/** The sections' names, by their address (app/routes/cms/cms-access.server.ts CMS_SECTIONS). */
export const SECTION_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  "/cms": { id: "cms.nav.dashboard", defaultMessage: "Dashboard" },
  "/cms/console": { id: "cms.nav.console", defaultMessage: "Live console" },
  "/cms/odds": { id: "cms.nav.odds", defaultMessage: "Odds" },
  "/cms/matches": { id: "cms.nav.matches", defaultMessage: "Matches" },
  "/cms/teams": { id: "cms.nav.teams", defaultMessage: "Teams and leagues" },
  "/cms/import": { id: "cms.nav.import", defaultMessage: "Import" },
  "/cms/posts": { id: "cms.nav.posts", defaultMessage: "Posts" },
  "/cms/pages": { id: "cms.nav.pages", defaultMessage: "Pages" },
  "/cms/media": { id: "cms.nav.media", defaultMessage: "Media" },
  "/cms/social": { id: "cms.nav.social", defaultMessage: "Social" },
  "/cms/inbox": { id: "cms.nav.inbox", defaultMessage: "Inbox" },
  "/cms/videos": { id: "cms.nav.videos", defaultMessage: "Video" },
  "/cms/movies": { id: "cms.nav.movies", defaultMessage: "Movies" },
  "/cms/tv": { id: "cms.nav.tv", defaultMessage: "TV guide" },
  "/cms/chat": { id: "cms.nav.chat", defaultMessage: "Chat" },
  "/cms/reports": { id: "cms.nav.reports", defaultMessage: "Reports" },
  "/cms/billing": { id: "cms.nav.billing", defaultMessage: "Billing" },
  "/cms/users": { id: "cms.nav.users", defaultMessage: "Users" },
  "/cms/staff": { id: "cms.nav.staff", defaultMessage: "Staff" },
  "/cms/roles": { id: "cms.nav.roles", defaultMessage: "Roles" },
  "/cms/jobs": { id: "cms.nav.jobs", defaultMessage: "Jobs" },
  "/cms/audit": { id: "cms.nav.audit", defaultMessage: "Audit log" },
  "/cms/bin": { id: "cms.nav.bin", defaultMessage: "Bin" },
});

/** A section's name in the page's language; a section without a message as the server names it. */
export function sectionName(t: Translator, section: { to: string; label: string }): string {
  const message = SECTION_MESSAGES[section.to];
  return message ? t(message) : section.label;
}
