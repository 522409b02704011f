import { contentLocaleOf, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { LineIcon } from "../ui/line-icon.tsx";

const m = defineMessages({
  subscribe: {
    id: "team.calendar.subscribe",
    defaultMessage: "Add to calendar<hidden>: {team} fixtures and results</hidden>",
    description: "Subscribes a calendar app to the team's matches; <hidden> is read by screen readers only",
  },
  download: {
    id: "team.calendar.download",
    defaultMessage: "Download .ics",
    description: "Downloads the team's matches as a calendar file (.ics)",
  },
});

/**
 * "Add to calendar": subscribes calendar apps to the team's feed (webcal://), so moved
 * fixtures move there too; the plain file link is for apps that only import. The feed is asked
 * for in the page's language, which a calendar app's own headers would not say; English's
 * address carries no language, as before.
 */
export function TeamCalendarLink({ teamId, teamName }: { teamId: number; teamName: string }) {
  const t = useT();
  const language = contentLocaleOf(useLocale());
  const { siteUrl, apiPath } = usePublicConfig();
  const feed = new URL(`${apiPath}/teams/${teamId}/calendar.ics`, siteUrl);
  if (language !== SOURCE_LOCALE) feed.searchParams.set("lang", language);
  const subscribe = `webcal://${feed.host}${feed.pathname}${feed.search}`;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a
        href={subscribe}
        className="inline-flex items-center gap-1.5 rounded-full bg-raised px-3 py-1.5 font-semibold hover:bg-line"
      >
        <LineIcon className="h-4 w-4">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
        </LineIcon>
        {t.rich(m.subscribe, {
          team: teamName,
          hidden: (chunks) => (
            <span key="hidden" className="sr-only">
              {chunks}
            </span>
          ),
        })}
      </a>
      <a
        href={`${feed.pathname}${feed.search}`}
        download
        className="text-xs text-muted underline hover:text-fg"
      >
        {t(m.download)}
      </a>
    </p>
  );
}
