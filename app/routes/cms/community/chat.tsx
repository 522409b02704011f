import { Form, Link, useActionData, useLoaderData } from "react-router";
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
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/chat";
import { chatReportsAction, chatReportsLoader } from "./chat.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Chat");
export const loader = (args: Route.LoaderArgs) => chatReportsLoader(args);
export const action = (args: Route.ActionArgs) => chatReportsAction(args);

type Loaded = Awaited<ReturnType<typeof chatReportsLoader>>;
type Report = Loaded["reports"][number];

const WORDING: BulkWording<Loaded["bulkActions"][number]> = {
  count: (n) => `${n} ${n === 1 ? "report" : "reports"}`,
  actions: {
    dismiss: {
      menu: "Dismiss",
      verb: "Dismiss",
      done: "dismissed",
      unchanged: "already closed",
      consequence:
        "They close without action: the messages stay in their rooms and their authors are not told. Each dismissal is in the audit log.",
    },
  },
};
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
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <h2 className="flex items-baseline gap-2 font-semibold">
        {report.status === "open" ? (
          <TickOne ticks={ticks} form="reports-bulk" id={report.id} label={`Tick report ${report.id}`} />
        ) : null}
        <span>
          Report {report.id} on match{" "}
          <Link to={`/match/${report.match_id}?tab=chat`} className="text-accent underline">
            {report.match_id}
          </Link>{" "}
          by {report.reporter.name}
        </span>
      </h2>
      <p className="text-muted">{report.reason || "No reason given."}</p>
      <ol aria-label={`Context of report ${report.id}`} className="mt-2 space-y-0.5 rounded-lg bg-raised p-2">
        {report.context.map((m) => (
          <li key={m.id} className={m.id === report.message?.id ? "font-semibold" : "text-muted"}>
            {m.id === report.message?.id ? <span className="sr-only">Reported: </span> : null}
            <span>{m.user.name}</span>:{" "}
            <span className="whitespace-pre-wrap break-words">{m.deleted ? "(removed)" : m.text}</span>
          </li>
        ))}
      </ol>
      {author ? (
        <p className="mt-2">
          Written by <PersonLink id={author.id} name={author.name} />
          {report.message?.deleted ? " (message deleted)" : ""}
        </p>
      ) : null}
      {report.status === "open" && report.message && !report.message.deleted ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Form method="post">
            <Hidden values={{ intent: "delete", messageId: report.message.id }} />
            <button type="submit" className={act}>
              Delete message
            </button>
          </Form>
          <Form method="post">
            <Hidden values={{ intent: "dismiss", reportId: report.id }} />
            <button type="submit" className={act}>
              Dismiss
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-muted">
          {report.status === "open" ? "The message is gone." : `Closed: ${report.status}.`}
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
            reason={report.reason || "Reported message"}
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
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title="Chat"
        subtitle="Reported messages with what was said around them, time-outs and bans, and chat settings."
      />
      {result ? (
        <p
          role={"error" in result ? "alert" : "status"}
          className="mb-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm"
        >
          {"error" in result ? result.error : result.done}
        </p>
      ) : null}
      <div className="mb-3 space-y-2">
        <FormNotice message={list.done ? bulkDoneMessage(WORDING, list.done) : null} />
        {list.nothingChosen ? (
          <FormError message="Tick the reports first, then choose what to do with them." />
        ) : null}
      </div>
      {list.confirm ? (
        <BulkConfirm
          wording={WORDING}
          {...list.confirm}
          cancel={state === "open" ? "/cms/chat" : `/cms/chat?state=${state}`}
        />
      ) : null}
      <nav aria-label="Report states" className="mb-4 flex gap-3 text-sm">
        {(["open", "actioned", "dismissed"] as const).map((s) => (
          <Link
            key={s}
            to={s === "open" ? "/cms/chat" : `/cms/chat?state=${s}`}
            aria-current={s === state ? "page" : undefined}
            className={`font-semibold ${s === state ? "" : "text-accent underline"}`}
          >
            {s === "open" ? "Open" : s === "actioned" ? "Actioned" : "Dismissed"}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <EmptyState title="No reports here" icon="ball" />
      ) : (
        <>
          {state === "open" ? (
            <div className="flex flex-wrap items-end gap-x-4">
              <BulkBar
                id="reports-bulk"
                label="Bulk action on reports"
                menuLabel="With the ticked reports"
                wording={WORDING}
                actions={list.bulkActions}
                ticks={ticks}
                keep={{}}
              />
              <TickAll ticks={ticks} label="Tick every open report" shown />
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
          Time-outs and bans
        </h2>
        <SanctionsTable sanctions={sanctions} />
      </section>
      <section aria-labelledby="chat-settings" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="chat-settings" className="font-semibold">
          Chat settings
        </h2>
        <LinksSetting
          allowLinks={settings.allow_links}
          version={settings.version}
          mayChange={mayChangeSettings}
        />
      </section>
      <section aria-labelledby="room-settings" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="room-settings" className="font-semibold">
          Room settings
        </h2>
        {liveRooms.length > 0 ? (
          <nav aria-label="Rooms of matches live now" className="mt-2">
            <h3 className="text-sm font-medium text-muted">Live now</h3>
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
              label="Match"
              name="room"
              lookup={matchLookup}
              initial={roomMatch}
            />
          </div>
          <button type="submit" className={act}>
            Open room
          </button>
        </Form>
        {roomAsked && !room ? (
          <p role="alert" className="mt-2 text-sm text-live">
            There is no match {roomAsked}.
          </p>
        ) : null}
        {room ? (
          <Form
            key={`${room.matchId}:${room.settings.version}`}
            method="post"
            className="mt-3 flex flex-wrap items-end gap-3 text-sm"
            aria-label={`Room of match ${room.matchId}`}
          >
            <Hidden values={{ intent: "room", matchId: room.matchId, version: room.settings.version }} />
            <p className="w-full font-medium">
              Room of match{" "}
              <Link to={`/match/${room.matchId}?tab=chat`} className="text-accent underline">
                {roomMatch[0]?.label ?? room.matchId}
              </Link>
            </p>
            <label className="grid gap-1 font-medium">
              Slow mode (seconds, 0 = off)
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
              <input name="premiumOnly" type="checkbox" defaultChecked={room.settings.premium_only} /> Premium
              members only
            </label>
            <button type="submit" className={act}>
              Save room
            </button>
          </Form>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 text-sm">
          <input type="hidden" name="intent" value="clear" />
          <div className="min-w-64 flex-1">
            <RelationPicker label="Match to clear" name="matchId" lookup={matchLookup} initial={[]} />
          </div>
          <SubmitButton
            tone="danger"
            confirm={{
              title: "Clear the room for everyone?",
              message:
                "Every message in the chosen match's room disappears for every fan. This cannot be undone.",
              action: "Clear the room",
            }}
          >
            Clear the room for everyone
          </SubmitButton>
        </Form>
      </section>
    </TimeZoneProvider>
  );
}
