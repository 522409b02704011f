import { createCallerSource } from "../auth/callers.ts";
import type { AuthLimits } from "../auth/context.ts";
import { createGuestSweep, type GuestSweep } from "../auth/guest-sweep.ts";
import { type AuthService, createAuthService } from "../auth/service.ts";
import { type BillingOptions, type BillingService, createBillingService } from "../billing/service.ts";
import { type ChatService, createChatService } from "../chat/service.ts";
import { type NamedBinEntry, namedBinEntries } from "../cms/bin.ts";
import { createDashboardFacade, type DashboardFacade } from "../cms/facade.ts";
import type { Config } from "../config/config.ts";
import { type ContactService, createContactService } from "../content/contact/contact.ts";
import { createMediaService, type MediaService } from "../content/media/media.ts";
import { createMediaStorage } from "../content/media/stores.ts";
import { createPolicyService, type PolicyService } from "../content/policies/policies.ts";
import { createPostsFacade, type PostsFacade } from "../content/posts/facade.ts";
import { createPostPublishing, type PostPublishing } from "../content/posts/schedule.ts";
import type { Database } from "../db/connect.ts";
import {
  createFollowService,
  type FollowService,
  mergeFavourites,
  moveTeamFollows,
  teamFollowerCount,
} from "../follow/service.ts";
import type { CallerSource } from "../http/caller.ts";
import { createLiveConsoleFacade, type LiveConsoleFacade } from "../live/facade.ts";
import { createFeedHealth, type FeedHealthRegistry } from "../live/feed-health.ts";
import { invalidatePagesOnLive } from "../live/page-tags.ts";
import { createLiveService, createStreams, type LiveOptions, type LiveService } from "../live/service.ts";
import { createViewerPeaks, type ViewerPeaks } from "../live/viewer-peaks.ts";
import { createNotifyService, type NotifyService, replaceFollowedTeam } from "../notify/service.ts";
import { adoptGuestPreference, createOddsService, type OddsService } from "../odds/service.ts";
import { type AuditLog, createAuditLog } from "../platform/audit/audit.ts";
import { type Bin, createBin } from "../platform/bin.ts";
import { type Catalogues, createCatalogues } from "../platform/i18n.ts";
import { createIdempotencyStore, type IdempotencyStore } from "../platform/idempotency.ts";
import { JOBS_TOPIC } from "../platform/job-progress.ts";
import { createJobs, type Jobs } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import { createMailer, type Mailer } from "../platform/mailer.ts";
import type { StreamHub } from "../platform/streams/hub.ts";
import { createReportsFacade, type ReportsFacade } from "../reports/facade.ts";
import { createSocialService, type SocialService } from "../social/service.ts";
import { createDemoSeasonRoll, type DemoSeasonRoll } from "../sports/demo/season-roll.ts";
import { createSportsFacade, type SportsFacade } from "../sports/facade.ts";
import { createImportUploads, type ImportUploads } from "../sports/import/uploads.ts";
import { shareCachedReads } from "../sports/queries/read-cache.ts";
import { countTeamFollowersWith, onTeamMerge } from "../sports/service.ts";
import { createHighlightsFacade, type HighlightsFacade } from "../video/highlights/facade.ts";
import { HIGHLIGHTS_PAGE_TAG } from "../video/highlights/highlights.ts";
import { createMovieService, type MovieService } from "../video/movies/service.ts";
import { createVideoService, type VideoService } from "../video/service.ts";
import { createTvService, type TvService } from "../video/tv/service.ts";
import { TRANSCODE_JOB } from "../video/uploads/transcode.ts";
import { createPageCache } from "./page-cache.ts";
import { type SharedPageCache, sharePageCache } from "./page-cache-bus.ts";

/** Long-lived parts built once at boot and handed to routes, loaders and jobs. */
export type Services = SiteServices;

declare module "../http/api-router.ts" {
  /** The kit's Services, as built here. */
  interface Services extends SiteServices {}
}

type SiteServices = {
  config: Config;
  logger: Logger;
  database: Database;
  /** Server-Sent Event topics of every domain, over the in-process bus or Redis. */
  streams: StreamHub;
  /** Live match events: ingest and the live topic. */
  live: LiveService;
  /** Rendered anonymous pages, dropped by the live events and edits that change them (decision 036). */
  pageCache: SharedPageCache;
  /** Public sports reads cached per process; a catalogue edit in any process drops them in all. */
  sportsReads: { close(): void };
  /** Each process's hourly peak of open streams, for the dashboard's live-viewers trend. */
  viewerPeaks: ViewerPeaks;
  /** What the running live feeds last reported: polls, errors, rate-limit budget. */
  feedHealth: FeedHealthRegistry;
  /** Accounts, sessions and sign-in. */
  auth: AuthService;
  /** Who calls a request, for the kit's `callerOf` and its one guard: auth's answer. */
  callers: CallerSource;
  /** Guests idle for 30 days are deleted by a daily job. */
  guestSweep: GuestSweep;
  demoSeasons: DemoSeasonRoll;
  /** What signed-in fans follow: teams, competitions and matches. */
  follow: FollowService;
  /** Outgoing e-mail for every domain: SMTP, or the outbox folder in development. */
  mailer: Mailer;
  /** Web Push subscriptions, and the pushes live events send them. */
  notify: NotifyService;
  /** Background jobs on the database; workers run while the services do. */
  jobs: Jobs;
  /** Openfootball uploads from the admin area, imported by a job. */
  imports: ImportUploads;
  /** Plans, payments, subscriptions and the entitlements they grant. */
  billing: BillingService;
  /** Contact-form messages and the admin inbox that answers them. */
  contact: ContactService;
  /** Scheduled blog posts going out on time: a publish job per save, and a minute sweep. */
  postPublishing: PostPublishing;
  /** Terms, privacy and refund pages: published versions and terms acknowledgements. */
  policies: PolicyService;
  /** The media library: uploaded images, their variants and where they are stored. */
  media: MediaService;
  /** Video uploads, transcoding, external sources and the demo media. */
  video: VideoService;
  /** TV channels' guides: the scheduled and on-demand XMLTV fetch. */
  tv: TvService;
  /** The film library's demo media. */
  movies: MovieService;
  /** In-play prices from the fitted ratings and the live state; the nightly refit. */
  odds: OddsService;
  /** Match chat rooms: messages, moderation and the `chat` stream topic. */
  chat: ChatService;
  /** The site's own social accounts (footer, share panel). */
  social: SocialService;
  /** Competitions, teams, matches, tables and the admin area's catalogue edits, over the database. */
  sports: SportsFacade;
  /** Blog posts: the public reads and the admin area's editing. */
  posts: PostsFacade;
  /** The admin area's bin: deleted posts, images, videos and films wait here 30 days. */
  bin: Bin & { namedEntries(): Promise<NamedBinEntry[]> };
  /** Fans' reports of wrong match data, and the admin queue that resolves them. */
  reports: ReportsFacade;
  /** The staff audit log: what was done, by whom, when. */
  audit: AuditLog;
  /** The admin dashboard's figures and trends. */
  dashboard: DashboardFacade;
  /** Highlight clips: lists, pages and their streams. */
  highlights: HighlightsFacade;
  /** The live console: an operator's scoring, plays and undo. */
  liveConsole: LiveConsoleFacade;
  /** Idempotency keys of form posts and API writes: a retried submission replays its first answer. */
  idempotency: IdempotencyStore;
  /** Every language's messages, for pages, the API's errors, e-mails and pushes. */
  i18n: Catalogues;
};

/** Every domain service over one migrated database; the server and whole-site tests share this. */
export async function createServices(
  base: Pick<Services, "config" | "logger" | "database">,
  options: {
    live?: LiveOptions;
    authLimits?: Partial<AuthLimits>;
    jobPollSeconds?: number;
    billing?: BillingOptions;
    /** The clock odds read the match clock against (tests). */
    oddsNow?: () => Date;
    /** The clock the bin stamps deletions and ages them by (tests). */
    binNow?: () => Date;
  } = {},
): Promise<Services> {
  const { config, logger, database } = base;
  const { window, gapWaitMs, pollMs, ...streamOptions } = options.live ?? {};
  const streams = await createStreams(config, logger, streamOptions);
  const live = await createLiveService({ config, logger, database, streams }, { window, gapWaitMs, pollMs });
  const pageCache = sharePageCache(
    createPageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 }),
    streams.bus,
    logger,
    invalidatePagesOnLive({ db: database.db, bus: streams.bus, logger }),
    // A clip that finishes transcoding joins the shared highlights list at once, in every process.
    (invalidate) =>
      streams.bus.subscribe((topic, message) => {
        const job = message as { kind?: string; state?: string };
        if (topic === JOBS_TOPIC && job.kind === TRANSCODE_JOB && job.state === "completed") {
          invalidate([HIGHLIGHTS_PAGE_TAG]);
        }
      }),
  );
  const sportsReads = { close: shareCachedReads({ db: database.db, bus: streams.bus, logger }) };
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `${config.SITE_NAME} <no-reply@${new URL(config.SITE_URL).hostname}>`,
    dataDir: config.dataDir,
    logger,
  });
  const auth = createAuthService({
    db: database.db,
    config,
    logger,
    mailer,
    limits: {
      registerPerIp: { max: config.REGISTRATIONS_PER_IP_HOUR, windowSeconds: 3600 },
      ...options.authLimits,
    },
  });
  // A guest signing in to an existing account brings its follows and settings along.
  // A merged team's followers and push subscriptions move with it, in the merge's transaction;
  // the merge's preview and audit entry count the followers.
  countTeamFollowersWith(teamFollowerCount);
  onTeamMerge(moveTeamFollows);
  onTeamMerge(replaceFollowedTeam);
  auth.onGuestMerge(mergeFavourites);
  auth.onGuestMerge(adoptGuestPreference);
  const i18n = createCatalogues(logger);
  const notify = createNotifyService({ db: database.db, config, logger, live, i18n });
  const follow = createFollowService(database.db);
  const jobs = createJobs({ database, streams, logger, pollSeconds: options.jobPollSeconds });
  const imports = createImportUploads({ db: database.db, jobs });
  await jobs.define(imports.job);
  const billing = createBillingService(
    { db: database.db, config, logger, mailer, jobs, i18n },
    options.billing,
  );
  for (const kind of billing.jobKinds) await jobs.define(kind);
  const guestSweep = createGuestSweep({ auth, jobs, logger });
  for (const kind of guestSweep.jobKinds) await jobs.define(kind);
  const postPublishing = createPostPublishing({ db: database.db, jobs, logger });
  for (const kind of postPublishing.jobKinds) await jobs.define(kind);
  const demoSeasons = createDemoSeasonRoll({ db: database.db, jobs, logger });
  for (const kind of demoSeasons.jobKinds) await jobs.define(kind);
  const video = createVideoService({ database, config, jobs, billing, now: options.binNow });
  for (const kind of video.jobKinds) await jobs.define(kind);
  const tv = createTvService({ db: database.db, jobs, logger });
  await jobs.define(tv.job);
  // The film pages' reads show library posters, so the media library comes before the films.
  const media = createMediaService({ db: database.db, storage: createMediaStorage(config), logger });
  const posts = createPostsFacade(database.db);
  // One bin for everything deletable: each domain puts up its shelf (server/platform/bin.ts).
  const bin = createBin({
    shelves: [posts.shelf, media.shelf, ...video.bin.shelves, tv.shelf],
    jobs,
    now: options.binNow ?? (() => new Date()),
  });
  await jobs.define(bin.purgeJob);
  const movies = createMovieService({
    db: database.db,
    jobs,
    video,
    playback: { config, database, billing, media },
  });
  await jobs.define(movies.job);
  const odds = createOddsService({
    db: database.db,
    config,
    logger,
    live,
    streams,
    jobs,
    now: options.oddsNow,
  });
  await jobs.define(odds.job);
  const viewerPeaks = createViewerPeaks({
    db: database.db,
    jobs,
    logger,
    connections: () => streams.connections,
  });
  for (const kind of viewerPeaks.jobKinds) await jobs.define(kind);
  await jobs.start();
  const feedHealth = createFeedHealth();
  const contact = createContactService({ db: database.db, config, logger, mailer, i18n });
  const policies = createPolicyService({ db: database.db, config });
  const chat = createChatService({
    db: database.db,
    streams,
    billing,
    blockedWords: config.CHAT_BLOCKED_WORDS,
    window: options.live?.window,
  });
  await chat.start();
  // One store for every keyed request: the API's middleware, page forms and the live console.
  const idempotency = createIdempotencyStore(database.db);
  const built = {
    config,
    logger,
    database,
    streams,
    live,
    pageCache,
    sportsReads,
    viewerPeaks,
    feedHealth,
    auth,
    callers: createCallerSource({ config, auth }),
    guestSweep,
    demoSeasons,
    follow,
    mailer,
    notify,
    jobs,
    imports,
    billing,
    contact,
    postPublishing,
    policies,
    media,
    video,
    tv,
    movies,
    odds,
    chat,
    social: createSocialService({ database }),
    sports: createSportsFacade(database.db),
    posts,
    bin: { ...bin, namedEntries: () => namedBinEntries({ bin, auth }) },
    reports: createReportsFacade(database.db),
    audit: createAuditLog(database.db),
    liveConsole: createLiveConsoleFacade({ db: database.db, live, idempotency }),
    idempotency,
    i18n,
  };
  // These read across the other services, so they are built over them.
  return {
    ...built,
    dashboard: createDashboardFacade(built),
    highlights: createHighlightsFacade(built),
  };
}

/** Lets running jobs and pushes in flight finish, then ends every stream and the bus under them. */
export async function closeServices(
  services: Pick<Services, "live" | "streams" | "notify" | "jobs" | "billing" | "pageCache" | "sportsReads">,
): Promise<void> {
  services.pageCache.close();
  services.sportsReads.close();
  // Running jobs finish first: they may still report progress on the streams.
  await services.jobs.stop();
  await services.billing.close();
  await services.notify.close();
  await services.live.close();
  await services.streams.close();
  await services.streams.bus.close();
}
