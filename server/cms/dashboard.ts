import type { Services } from "../http/api-router.ts";
import { sinceInstant } from "./since.ts";

/** One line under a figure: a match, a feed, an account, a failed job. */
export type FigureItem = { label: string; detail?: string; href?: string };

/** A number on the dashboard, the list it comes from, and the first few of that list. */
export type DashboardFigure = {
  key: string;
  label: string;
  value: number;
  /** The screen listing them all; null when there is none. */
  href: string | null;
  /** True when the figure needs someone's attention (a failing feed, failed jobs). */
  alert: boolean;
  /** The first few of the list; empty only when the value is 0. */
  items: FigureItem[];
  /** What an empty list means, shown in its place ("No report is waiting."). */
  empty: string;
};

/** The services the figures count from; a figure reading another adds it here. */
export type FigureServices = Pick<
  Services,
  "auth" | "contact" | "database" | "feedHealth" | "jobs" | "sports" | "reports"
>;

export type FigureContext = { services: FigureServices; timeZone: string; now: Date };

/** A figure and the scope needed to open its list: staff without it never see the figure. */
export type FigureProvider = {
  key: string;
  scope: string;
  read(context: FigureContext): Promise<Omit<DashboardFigure, "key">>;
};

const clock = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }).format(new Date(iso))
    : "never";

/** A queue staff work through: its total, its first rows, and an alert while anything waits. */
function queueFigure<T>(
  page: { total: number; data: T[] },
  figure: { label: string; empty: string; href: string; item: (row: T) => FigureItem },
): Omit<DashboardFigure, "key"> {
  return {
    label: figure.label,
    empty: figure.empty,
    value: page.total,
    href: figure.href,
    alert: page.total > 0,
    items: page.data.map(figure.item),
  };
}

const liveMatches: FigureProvider = {
  key: "live-matches",
  scope: "matches:write",
  async read({ services }) {
    const groups = await services.sports.listLiveMatches();
    const matches = groups.flatMap((group) => group.matches.map((match) => ({ ...match, group })));
    return {
      label: "Live matches now",
      empty: "No match is live now.",
      value: matches.length,
      href: "/cms/matches?status=live",
      alert: false,
      items: matches.slice(0, 5).map((match) => ({
        label: `${match.home.name} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${match.away.name}`,
        detail: `${match.group.competition.name}${match.minute === null ? "" : ` · ${match.minute}'`}`,
        href: `/match/${match.id}`,
      })),
    };
  },
};

const feedHealth: FigureProvider = {
  key: "feed-health",
  scope: "feeds:manage",
  async read({ services, timeZone }) {
    const feeds = services.feedHealth.list();
    return {
      label: "Live feeds",
      empty: "No live feed is running.",
      value: feeds.length,
      href: null,
      alert: feeds.some((feed) => feed.lastError !== null && feed.lastError.at >= (feed.lastPollAt ?? "")),
      items: feeds.map((feed) => ({
        label: feed.label,
        detail: [
          `last poll ${clock(feed.lastPollAt, timeZone)}`,
          `${feed.errors} ${feed.errors === 1 ? "error" : "errors"}`,
          feed.lastError
            ? `last error ${clock(feed.lastError.at, timeZone)}: ${feed.lastError.message}`
            : null,
          feed.budget ? `${feed.budget.remaining} of ${feed.budget.limit} requests left this minute` : null,
        ]
          .filter(Boolean)
          .join(" · "),
      })),
    };
  },
};

const signUpsToday: FigureProvider = {
  key: "sign-ups-today",
  scope: "users:manage",
  async read({ services, timeZone, now }) {
    const page = await services.auth.listUsers({
      since: sinceInstant("today", timeZone, now),
      sort: "created",
      order: "desc",
      limit: 5,
      offset: 0,
    });
    return {
      label: "Sign-ups today",
      empty: "No one has signed up today.",
      value: page.total,
      href: "/cms/users?since=today",
      alert: false,
      items: page.data.map((user) => ({ label: user.display_name, detail: user.email ?? undefined })),
    };
  },
};

const failedJobs: FigureProvider = {
  key: "failed-jobs",
  scope: "feeds:manage",
  async read({ services }) {
    const page = await services.jobs.failed({ limit: 3, offset: 0 });
    return queueFigure(page, {
      label: "Failed jobs",
      empty: "No job has failed.",
      href: "/cms/jobs",
      item: (job) => ({ label: job.kind, detail: job.error }),
    });
  },
};

const openReports: FigureProvider = {
  key: "open-reports",
  scope: "matches:write",
  // The oldest first, as the queue takes them: the ones waiting longest lead.
  async read({ services }) {
    const open = await services.reports.listReports({ state: "open", limit: 3, offset: 0 });
    return queueFigure(open, {
      label: "Open reports",
      empty: "No report is waiting.",
      href: "/cms/reports?state=open",
      item: (report) => ({
        label: report.match
          ? `${report.match.home} v ${report.match.away}`
          : `Match ${report.target_id} (no longer exists)`,
        detail: [report.kind.replaceAll("-", " "), report.note].filter(Boolean).join(" · "),
        href: `/cms/reports?state=open&match=${report.target_id}`,
      }),
    });
  },
};

const newMessages: FigureProvider = {
  key: "new-messages",
  scope: "content:write",
  async read({ services }) {
    const page = await services.contact.list({ status: "new", limit: 3, offset: 0 });
    return queueFigure(page, {
      label: "New messages",
      empty: "No message is waiting for an answer.",
      href: "/cms/inbox",
      item: (message) => ({ label: message.name, detail: message.topic, href: `/cms/inbox/${message.id}` }),
    });
  },
};

/** The dashboard's figures in order; a domain adds its own with one line here. */
export const DASHBOARD_FIGURES: FigureProvider[] = [
  liveMatches,
  feedHealth,
  signUpsToday,
  openReports,
  newMessages,
  failedJobs,
];

/** The figures this member of staff may open, read together. */
export async function readDashboard(
  context: FigureContext,
  scopes: readonly string[],
  providers: readonly FigureProvider[] = DASHBOARD_FIGURES,
): Promise<DashboardFigure[]> {
  const allowed = providers.filter((provider) => scopes.includes(provider.scope));
  return Promise.all(
    allowed.map(async (provider) => ({ key: provider.key, ...(await provider.read(context)) })),
  );
}
