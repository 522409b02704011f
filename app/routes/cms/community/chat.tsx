import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { type ActiveSanction, LinksSetting, SanctionsTable } from "../../../components/chat/chat-admin.tsx";
import { SanctionControls, SanctionState } from "../../../components/chat/sanction-controls.tsx";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  type Ticks,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { useMatchLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/chat";
import { chatReportsAction, chatReportsLoader } from "./chat.server.ts";

const m = defineMessages({
  title: { id: "cms.chat.title", defaultMessage: "Chat" },
  subtitle: {
    id: "cms.chat.subtitle",
    defaultMessage:
      "Reported messages with what was said around them, time-outs and bans, and chat settings.",
  },
  tickReport: { id: "cms.chat.tick-report", defaultMessage: "Tick report {id}" },
  reportOn: {
    id: "cms.chat.report-on",
    defaultMessage: "Report {id} on match <link>{match}</link> by {reporter}",
  },
  noReason: { id: "cms.chat.no-reason", defaultMessage: "No reason given." },
  context: { id: "cms.chat.context", defaultMessage: "Context of report {id}" },
  reported: { id: "cms.chat.reported", defaultMessage: "Reported:" },
  removed: { id: "cms.chat.removed", defaultMessage: "(removed)" },
  writtenBy: { id: "cms.chat.written-by", defaultMessage: "Written by {author}" },
  writtenByDeleted: {
    id: "cms.chat.written-by-deleted",
    defaultMessage: "Written by {author} (message deleted)",
  },
  deleteMessage: { id: "cms.chat.delete-message", defaultMessage: "Delete message" },
  dismiss: { id: "cms.chat.dismiss", defaultMessage: "Dismiss" },
  gone: { id: "cms.chat.gone", defaultMessage: "The message is gone." },
  closed: {
    id: "cms.chat.closed",
    defaultMessage: "Closed: {status, select, actioned {actioned} dismissed {dismissed} other {{status}}}.",
  },
  reportedMessage: {
    id: "cms.chat.reported-message",
    defaultMessage: "Reported message",
    description: "The reason a sanction gives when the report had none",
  },
  tickFirst: {
    id: "cms.chat.tick-first",
    defaultMessage: "Tick the reports first, then choose what to do with them.",
  },
  states: { id: "cms.chat.states", defaultMessage: "Report states" },
  open: { id: "cms.chat.open", defaultMessage: "Open" },
  actioned: { id: "cms.chat.actioned", defaultMessage: "Actioned" },
  dismissed: { id: "cms.chat.dismissed-tab", defaultMessage: "Dismissed" },
  noReports: { id: "cms.chat.no-reports", defaultMessage: "No reports here" },
  bulk: { id: "cms.chat.bulk", defaultMessage: "Bulk action on reports" },
  withTicked: { id: "cms.chat.with-ticked", defaultMessage: "With the ticked reports" },
  tickAll: { id: "cms.chat.tick-all", defaultMessage: "Tick every open report" },
  sanctions: { id: "cms.chat.sanctions", defaultMessage: "Time-outs and bans" },
  settings: { id: "cms.chat.settings", defaultMessage: "Chat settings" },
  roomSettings: { id: "cms.chat.room-settings", defaultMessage: "Room settings" },
  liveRooms: { id: "cms.chat.live-rooms", defaultMessage: "Rooms of matches live now" },
  liveNow: { id: "cms.chat.live-now", defaultMessage: "Live now" },
  match: { id: "cms.chat.match", defaultMessage: "Match" },
  openRoom: { id: "cms.chat.open-room", defaultMessage: "Open room" },
  noMatch: { id: "cms.chat.no-match", defaultMessage: "There is no match {id}." },
  roomOf: { id: "cms.chat.room-of", defaultMessage: "Room of match {id}" },
  roomOfLink: { id: "cms.chat.room-of-link", defaultMessage: "Room of match <link>{match}</link>" },
  slowMode: { id: "cms.chat.slow-mode", defaultMessage: "Slow mode (seconds, 0 = off)" },
  premiumOnly: { id: "cms.chat.premium-only", defaultMessage: "Premium members only" },
  saveRoom: { id: "cms.chat.save-room", defaultMessage: "Save room" },
  matchToClear: { id: "cms.chat.match-to-clear", defaultMessage: "Match to clear" },
  clearTitle: { id: "cms.chat.clear-title", defaultMessage: "Clear the room for everyone?" },
  clearText: {
    id: "cms.chat.clear-text",
    defaultMessage:
      "Every message in the chosen match's room disappears for every fan. This cannot be undone.",
  },
  clearAction: { id: "cms.chat.clear-action", defaultMessage: "Clear the room" },
  clearButton: { id: "cms.chat.clear-button", defaultMessage: "Clear the room for everyone" },
  ticked: {
    id: "cms.chat.bulk.ticked",
    defaultMessage: "{count, plural, one {# report ticked} other {# reports ticked}}",
  },
  dismissMenu: { id: "cms.chat.bulk.dismiss.menu", defaultMessage: "Dismiss" },
  dismissAsk: {
    id: "cms.chat.bulk.dismiss.ask",
    defaultMessage: "{count, plural, one {Dismiss # report?} other {Dismiss # reports?}}",
  },
  dismissYes: {
    id: "cms.chat.bulk.dismiss.yes",
    defaultMessage: "{count, plural, one {Yes, dismiss # report} other {Yes, dismiss # reports}}",
  },
  dismissDone: {
    id: "cms.chat.bulk.dismiss.done",
    defaultMessage: "{count, plural, one {# report dismissed} other {# reports dismissed}}",
  },
  dismissUnchanged: { id: "cms.chat.bulk.dismiss.unchanged", defaultMessage: "{count} already closed" },
  dismissConsequence: {
    id: "cms.chat.bulk.dismiss.consequence",
    defaultMessage:
      "They close without action: the messages stay in their rooms and their authors are not told. Each dismissal is in the audit log.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);
export const loader = (args: Route.LoaderArgs) => chatReportsLoader(args);
export const action = (args: Route.ActionArgs) => chatReportsAction(args);

type Loaded = Awaited<ReturnType<typeof chatReportsLoader>>;
type Report = Loaded["reports"][number];

const wordingFor = (t: Translator): BulkWording<Loaded["bulkActions"][number]> => ({
  ticked: (count) => t(m.ticked, { count }),
  actions: {
    dismiss: {
      menu: t(m.dismissMenu),
      ask: (count) => t(m.dismissAsk, { count }),
      yes: (count) => t(m.dismissYes, { count }),
      done: (count) => t(m.dismissDone, { count }),
      unchanged: (count) => t(m.dismissUnchanged, { count }),
      consequence: t(m.dismissConsequence),
    },
  },
});
const field = "rounded-lg border border-line bg-surface px-2 py-1.5 text-sm";
const act = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

function Hidden({ values }: { values: Record<string, string | number> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** One report: the message in its context, and what a moderator may do about it and its author. */
function ReportCard({
  report,
  sanctions,
  ticks,
}: {
  report: Report;
  sanctions: ActiveSanction[];
  ticks: Ticks;
}) {
  const author = report.message?.user;
  const t = useT();
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <h2 className="flex items-baseline gap-2 font-semibold">
        {report.status === "open" ? (
          <TickOne
            ticks={ticks}
            form="reports-bulk"
            id={report.id}
            label={t(m.tickReport, { id: report.id })}
          />
        ) : null}
        <span>
          {Children.toArray(
            t.rich(m.reportOn, {
              id: report.id,
              match: report.match_id,
              reporter: report.reporter.name,
              link: (chunks) => (
                <Link to={`/match/${report.match_id}?tab=chat`} className="text-accent underline">
                  {chunks}
                </Link>
              ),
            }),
          )}
        </span>
      </h2>
      <p className="text-muted">{report.reason || t(m.noReason)}</p>
      <ol aria-label={t(m.context, { id: report.id })} className="mt-2 space-y-0.5 rounded-lg bg-raised p-2">
        {report.context.map((said) => (
          <li key={said.id} className={said.id === report.message?.id ? "font-semibold" : "text-muted"}>
            {said.id === report.message?.id ? <span className="sr-only">{t(m.reported)} </span> : null}
            <span>{said.user.name}</span>:{" "}
            <span className="whitespace-pre-wrap break-words">{said.deleted ? t(m.removed) : said.text}</span>
          </li>
        ))}
      </ol>
      {author ? (
        <p className="mt-2">
          {Children.toArray(
            t.rich(report.message?.deleted ? m.writtenByDeleted : m.writtenBy, {
              author: <PersonLink id={author.id} name={author.name} />,
            }),
          )}
        </p>
      ) : null}
      {report.status === "open" && report.message && !report.message.deleted ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Form method="post">
            <Hidden values={{ intent: "delete", messageId: report.message.id }} />
            <button type="submit" className={act}>
              {t(m.deleteMessage)}
            </button>
          </Form>
          <Form method="post">
            <Hidden values={{ intent: "dismiss", reportId: report.id }} />
            <button type="submit" className={act}>
              {t(m.dismiss)}
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-muted">
          {report.status === "open" ? t(m.gone) : t(m.closed, { status: report.status })}
        </p>
      )}
      {author ? (
        // Whatever became of the message or the report, its author can still be sanctioned or forgiven.
        <div className="mt-3 space-y-2">
          <SanctionState sanctions={sanctions} userName={author.name} mayLift />
          <SanctionControls
            userId={author.id}
            userName={author.name}
            matchId={report.match_id}
            reason={report.reason || t(m.reportedMessage)}
          />
        </div>
      ) : null}
    </li>
  );
}

export default function CmsChatPage() {
  const list = useLoaderData<typeof loader>();
  const {
    state,
    reports,
    authorSanctions,
    sanctions,
    settings,
    mayChangeSettings,
    timeZone,
    room,
    roomAsked,
    roomMatch,
    liveRooms,
  } = list;
  const ticks = useTicks(reports.filter((report) => report.status === "open").map((report) => report.id));
  const matchLookup = useMatchLookup();
  const result = useActionData<typeof action>();
  const t = useT();
  const WORDING = wordingFor(t);
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {result ? (
        <p
          role={"error" in result ? "alert" : "status"}
          className="mb-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm"
        >
          {"error" in result ? result.error : result.done}
        </p>
      ) : null}
      <div className="mb-3 space-y-2">
        <FormNotice message={list.done ? bulkDoneMessage(WORDING, list.done, t) : null} />
        {list.nothingChosen ? <FormError message={t(m.tickFirst)} /> : null}
      </div>
      {list.confirm ? (
        <BulkConfirm
          wording={WORDING}
          {...list.confirm}
          cancel={state === "open" ? "/cms/chat" : `/cms/chat?state=${state}`}
        />
      ) : null}
      <nav aria-label={t(m.states)} className="mb-4 flex gap-3 text-sm">
        {(["open", "actioned", "dismissed"] as const).map((s) => (
          <Link
            key={s}
            to={s === "open" ? "/cms/chat" : `/cms/chat?state=${s}`}
            aria-current={s === state ? "page" : undefined}
            className={`font-semibold ${s === state ? "" : "text-accent underline"}`}
          >
            {t(s === "open" ? m.open : s === "actioned" ? m.actioned : m.dismissed)}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <EmptyState title={t(m.noReports)} icon="ball" />
      ) : (
        <>
          {state === "open" ? (
            <div className="flex flex-wrap items-end gap-x-4">
              <BulkBar
                id="reports-bulk"
                label={t(m.bulk)}
                menuLabel={t(m.withTicked)}
                wording={WORDING}
                actions={list.bulkActions}
                ticks={ticks}
                keep={{}}
              />
              <TickAll ticks={ticks} label={t(m.tickAll)} shown />
            </div>
          ) : null}
          <ul className="space-y-3">
            {reports.map((report) => (
              <ReportCard
                key={report.id}
                ticks={ticks}
                report={report}
                sanctions={authorSanctions.filter((s) => s.user_id === report.message?.user.id)}
              />
            ))}
          </ul>
        </>
      )}
      <section aria-labelledby="chat-sanctions" className="mt-6">
        <h2 id="chat-sanctions" className="mb-2 font-semibold">
          {t(m.sanctions)}
        </h2>
        <SanctionsTable sanctions={sanctions} />
      </section>
      <section aria-labelledby="chat-settings" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="chat-settings" className="font-semibold">
          {t(m.settings)}
        </h2>
        <LinksSetting
          allowLinks={settings.allow_links}
          version={settings.version}
          mayChange={mayChangeSettings}
        />
      </section>
      <section aria-labelledby="room-settings" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="room-settings" className="font-semibold">
          {t(m.roomSettings)}
        </h2>
        {liveRooms.length > 0 ? (
          <nav aria-label={t(m.liveRooms)} className="mt-2">
            <h3 className="text-sm font-medium text-muted">{t(m.liveNow)}</h3>
            <ul className="mt-1 flex flex-wrap gap-2 text-sm">
              {liveRooms.map((live) => (
                <li key={live.id}>
                  <Link
                    to={`?room=${live.id}#room-settings`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 py-2 hover:bg-raised"
                    aria-current={roomAsked === live.id ? "true" : undefined}
                  >
                    <span className="tabular-nums text-live">{live.clock}</span> {live.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Form method="get" className="mt-2 flex flex-wrap items-end gap-3 text-sm">
          <div className="min-w-0 flex-1 sm:min-w-64">
            <RelationPicker
              key={roomAsked ?? "none"}
              label={t(m.match)}
              name="room"
              lookup={matchLookup}
              initial={roomMatch}
            />
          </div>
          <button type="submit" className={act}>
            {t(m.openRoom)}
          </button>
        </Form>
        {roomAsked && !room ? (
          <p role="alert" className="mt-2 text-sm text-live">
            {t(m.noMatch, { id: roomAsked })}
          </p>
        ) : null}
        {room ? (
          <Form
            key={`${room.matchId}:${room.settings.version}`}
            method="post"
            className="mt-3 flex flex-wrap items-end gap-3 text-sm"
            aria-label={t(m.roomOf, { id: room.matchId })}
          >
            <Hidden values={{ intent: "room", matchId: room.matchId, version: room.settings.version }} />
            <p className="w-full font-medium">
              {Children.toArray(
                t.rich(m.roomOfLink, {
                  match: roomMatch[0]?.label ?? room.matchId,
                  link: (chunks) => (
                    <Link to={`/match/${room.matchId}?tab=chat`} className="text-accent underline">
                      {chunks}
                    </Link>
                  ),
                }),
              )}
            </p>
            <label className="grid gap-1 font-medium">
              {t(m.slowMode)}
              <input
                name="slowMode"
                type="number"
                min={0}
                max={3600}
                defaultValue={room.settings.slow_mode_seconds}
                className={field}
              />
            </label>
            <label className="flex items-center gap-2 font-medium">
              <input name="premiumOnly" type="checkbox" defaultChecked={room.settings.premium_only} />{" "}
              {t(m.premiumOnly)}
            </label>
            <button type="submit" className={act}>
              {t(m.saveRoom)}
            </button>
          </Form>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 text-sm">
          <input type="hidden" name="intent" value="clear" />
          <div className="min-w-64 flex-1">
            <RelationPicker label={t(m.matchToClear)} name="matchId" lookup={matchLookup} initial={[]} />
          </div>
          <SubmitButton
            tone="danger"
            confirm={{
              title: t(m.clearTitle),
              message: t(m.clearText),
              action: t(m.clearAction),
            }}
          >
            {t(m.clearButton)}
          </SubmitButton>
        </Form>
      </section>
    </TimeZoneProvider>
  );
}
