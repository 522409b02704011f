import type { AuthLimits } from "./auth/context.ts";
import { type AuthService, createAuthService } from "./auth/service.ts";
import { type BillingOptions, type BillingService, createBillingService } from "./billing/service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connect.ts";
import { createFollowService, type FollowService } from "./follow/service.ts";
import { createFeedHealth, type FeedHealthRegistry } from "./live/feed-health.ts";
import { createLiveService, createStreams, type LiveOptions, type LiveService } from "./live/service.ts";
import type { Logger } from "./logger.ts";
import { createNotifyService, type NotifyService } from "./notify/service.ts";
import { createJobs, type Jobs } from "./platform/jobs.ts";
import { createMailer, type Mailer } from "./platform/mailer.ts";
import type { StreamHub } from "./platform/streams/hub.ts";
import { createImportUploads, type ImportUploads } from "./sports/import/uploads.ts";

/** Long-lived parts built once at boot and handed to routes, loaders and jobs. */
export type Services = {
  config: Config;
  logger: Logger;
  database: Database;
  /** Server-Sent Event topics of every domain, over the in-process bus or Redis. */
  streams: StreamHub;
  /** Live match events: ingest and the live topic. */
  live: LiveService;
  /** What the running live feeds last reported: polls, errors, rate-limit budget. */
  feedHealth: FeedHealthRegistry;
  /** Accounts, sessions and sign-in. */
  auth: AuthService;
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
};

/** Every domain service over one migrated database; the server and whole-site tests share this. */
export async function createServices(
  base: Pick<Services, "config" | "logger" | "database">,
  options: {
    live?: LiveOptions;
    authLimits?: Partial<AuthLimits>;
    jobPollSeconds?: number;
    billing?: BillingOptions;
  } = {},
): Promise<Services> {
  const { config, logger, database } = base;
  const { window, gapWaitMs, pollMs, ...streamOptions } = options.live ?? {};
  const streams = await createStreams(config, logger, streamOptions);
  const live = await createLiveService({ config, logger, database, streams }, { window, gapWaitMs, pollMs });
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
  const notify = createNotifyService({ db: database.db, config, logger, live });
  const follow = createFollowService(database.db);
  const jobs = createJobs({ database, streams, logger, pollSeconds: options.jobPollSeconds });
  const imports = createImportUploads({ db: database.db, jobs });
  await jobs.define(imports.job);
  const billing = createBillingService({ db: database.db, config, logger, mailer, jobs }, options.billing);
  for (const kind of billing.jobKinds) await jobs.define(kind);
  await jobs.start();
  const feedHealth = createFeedHealth();
  return {
    config,
    logger,
    database,
    streams,
    live,
    feedHealth,
    auth,
    follow,
    mailer,
    notify,
    jobs,
    imports,
    billing,
  };
}

/** Lets running jobs and pushes in flight finish, then ends every stream and the bus under them. */
export async function closeServices(
  services: Pick<Services, "live" | "streams" | "notify" | "jobs" | "billing">,
): Promise<void> {
  // Running jobs finish first: they may still report progress on the streams.
  await services.jobs.stop();
  await services.billing.close();
  await services.notify.close();
  await services.live.close();
  await services.streams.close();
  await services.streams.bus.close();
}
