import { usePublicConfig } from "../../lib/public-config.tsx";
import { LineIcon } from "../ui/line-icon.tsx";

/**
 * "Add to calendar": subscribes calendar apps to the team's feed (webcal://), so moved
 * fixtures move there too; the plain file link is for apps that only import.
 */
export function TeamCalendarLink({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { siteUrl, apiPath } = usePublicConfig();
  const feed = new URL(`${apiPath}/teams/${teamId}/calendar.ics`, siteUrl);
  const subscribe = `webcal://${feed.host}${feed.pathname}`;
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
        Add to calendar<span className="sr-only">: {teamName} fixtures and results</span>
      </a>
      <a href={feed.pathname} download className="text-xs text-muted underline hover:text-fg">
        Download .ics
      </a>
    </p>
  );
}
