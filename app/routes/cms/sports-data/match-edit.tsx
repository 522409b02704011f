import { Form, Link, useActionData, useLoaderData } from "react-router";
import { matchStatusName } from "../../../components/cms/cms-messages.ts";
import { DateTimeField } from "../../../components/cms/datetime-field.tsx";
import { MatchFields } from "../../../components/cms/match-fields.tsx";
import { MatchStatusBadge } from "../../../components/cms/match-status-badge.tsx";
import {
  StaffNotice,
  StaffProblem,
  staffButton,
  VersionConflict,
} from "../../../components/cms/staff-notes.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import {
  UnsavedChangesDialog,
  useVersionedUnsavedChanges,
} from "../../../components/cms/unsaved-changes.tsx";
import { fieldError, formError } from "../../../components/form/form-failure.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/match-edit";
import { editMatchAction, editMatchLoader, type MatchEditView } from "./match-edit.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => editMatchLoader(args);
export const action = (args: Route.ActionArgs) => editMatchAction(args);

const { primary, secondary } = staffButton;

const ACTION_LABELS: Record<string, MessageDescriptor> = defineMessages({
  reschedule: { id: "cms.match-edit.action.reschedule", defaultMessage: "Reschedule" },
  postpone: { id: "cms.match-edit.action.postpone", defaultMessage: "Postpone" },
  cancel: { id: "cms.match-edit.action.cancel", defaultMessage: "Cancel match" },
  abandon: { id: "cms.match-edit.action.abandon", defaultMessage: "Abandon" },
  restore: { id: "cms.match-edit.action.restore", defaultMessage: "Back on the schedule" },
});
const CONFIRM_BUTTONS: Record<string, MessageDescriptor> = defineMessages({
  reschedule: { id: "cms.match-edit.confirm.reschedule", defaultMessage: "Yes, reschedule" },
  postpone: { id: "cms.match-edit.confirm.postpone", defaultMessage: "Yes, postpone" },
  cancel: { id: "cms.match-edit.confirm.cancel", defaultMessage: "Yes, cancel match" },
  abandon: { id: "cms.match-edit.confirm.abandon", defaultMessage: "Yes, abandon" },
  restore: { id: "cms.match-edit.confirm.restore", defaultMessage: "Yes, back on the schedule" },
});
const CONFIRM_TEXT: Record<string, MessageDescriptor> = defineMessages({
  reschedule: {
    id: "cms.match-edit.confirm-text.reschedule",
    defaultMessage: "Choose the new kickoff. Fans see the new time at once.",
  },
  postpone: {
    id: "cms.match-edit.confirm-text.postpone",
    defaultMessage: "Fans see the match as postponed at once; it leaves today's hot matches.",
  },
  cancel: {
    id: "cms.match-edit.confirm-text.cancel",
    defaultMessage: "A cancelled match is final: it cannot be put back on the schedule.",
  },
  abandon: {
    id: "cms.match-edit.confirm-text.abandon",
    defaultMessage: "Play stops for good: the clock stops and the score stays as it is.",
  },
  restore: {
    id: "cms.match-edit.confirm-text.restore",
    defaultMessage: "Choose the new kickoff; the match is scheduled again.",
  },
});
const NOTICES: Record<string, MessageDescriptor> = defineMessages({
  created: { id: "cms.match-edit.notice.created", defaultMessage: "Match created." },
  "match.update": { id: "cms.match-edit.notice.update", defaultMessage: "Changes saved." },
  "match.reschedule": { id: "cms.match-edit.notice.reschedule", defaultMessage: "New kickoff saved." },
  "match.postpone": { id: "cms.match-edit.notice.postpone", defaultMessage: "The match is postponed." },
  "match.cancel": { id: "cms.match-edit.notice.cancel", defaultMessage: "The match is cancelled." },
  "match.abandon": { id: "cms.match-edit.notice.abandon", defaultMessage: "The match is abandoned." },
  nothing: { id: "cms.match-edit.notice.nothing", defaultMessage: "Nothing had changed." },
});

const m = defineMessages({
  title: { id: "cms.match-edit.title", defaultMessage: "Edit match" },
  status: { id: "cms.match-edit.status", defaultMessage: "Status" },
  kickoff: { id: "cms.match-edit.kickoff", defaultMessage: "Kickoff" },
  match: { id: "cms.match-edit.match", defaultMessage: "Match" },
  venue: { id: "cms.match-edit.venue", defaultMessage: "Venue" },
  round: { id: "cms.match-edit.round", defaultMessage: "Round" },
  referee: { id: "cms.match-edit.referee", defaultMessage: "Referee" },
  none: { id: "cms.match-edit.none", defaultMessage: "None" },
  versus: {
    id: "cms.match-edit.versus",
    defaultMessage: "{home} v {away}",
    description: "A match: home team v away team",
  },
  theirVersion: { id: "cms.match-edit.their-version", defaultMessage: "Their version is now saved:" },
  allMatches: { id: "cms.match-edit.all-matches", defaultMessage: "All matches" },
  statusAndKickoff: { id: "cms.match-edit.status-and-kickoff", defaultMessage: "Status and kickoff" },
  newKickoff: { id: "cms.match-edit.new-kickoff", defaultMessage: "New kickoff (your time)" },
  keep: { id: "cms.match-edit.keep", defaultMessage: "Keep it as it is" },
  details: { id: "cms.match-edit.details", defaultMessage: "Details" },
  save: { id: "cms.match-edit.save", defaultMessage: "Save changes" },
  over: {
    id: "cms.match-edit.over",
    defaultMessage: "This match is over; its details are no longer edited here.",
  },
  readOnly: {
    id: "cms.match-edit.read-only",
    defaultMessage: "Your role may read this match but not change it.",
  },
});

/** The other person's version of the match, so the operator sees what changed before reloading. */
function ConflictNotice({
  message,
  current,
  reloadTo,
}: {
  message: string;
  current: MatchEditView;
  reloadTo: string;
}) {
  const t = useT();
  const rows: Array<[string, React.ReactNode]> = [
    [t(m.status), matchStatusName(t, current.status)],
    [t(m.kickoff), <StaffTime key="kickoff" iso={current.kickoffAt} />],
    [t(m.match), t(m.versus, { home: current.home, away: current.away })],
    [t(m.venue), current.venue ?? t(m.none)],
    [t(m.round), current.round ?? t(m.none)],
    [t(m.referee), current.referee ?? t(m.none)],
  ];
  return (
    <VersionConflict message={message} reloadTo={reloadTo}>
      <p className="mt-1">{t(m.theirVersion)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </VersionConflict>
  );
}

export default function CmsEditMatchPage() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { match, confirm } = page;
  const path = `/cms/matches/${match.id}`;
  const guard = useVersionedUnsavedChanges(match.version);
  const conflict = (failure && "current" in failure ? failure.current : null) as MatchEditView | null;
  const problem = conflict ? null : formError(failure);
  const t = useT();
  const notice = page.notice ? NOTICES[page.notice] : undefined;
  const confirmText = confirm ? CONFIRM_TEXT[confirm] : undefined;
  const confirmButton = confirm ? CONFIRM_BUTTONS[confirm] : undefined;
  return (
    <TimeZoneProvider serverTimeZone={page.timeZone}>
      <PageHeader
        title={t(m.versus, { home: match.home, away: match.away })}
        subtitle={
          <>
            {match.competition} · <StaffTime iso={match.kickoffAt} /> ·{" "}
            <MatchStatusBadge status={match.status} />
          </>
        }
        actions={
          <Link to="/cms/matches" className={secondary}>
            {t(m.allMatches)}
          </Link>
        }
      />
      <StaffNotice>{notice ? t(notice) : null}</StaffNotice>
      {conflict && failure && "error" in failure ? (
        <ConflictNotice message={failure.error.message} current={conflict} reloadTo={path} />
      ) : null}
      <StaffProblem message={problem} />
      {page.actions.length > 0 ? (
        <section aria-labelledby="status-title" className="mb-6 rounded-lg border border-line p-3">
          <h2 id="status-title" className="text-base font-semibold">
            {t(m.statusAndKickoff)}
          </h2>
          {confirm ? (
            <Form method="post" className="mt-3 grid gap-3" key={`${confirm}-${match.version}`}>
              <p className="text-sm">{confirmText ? t(confirmText) : null}</p>
              <input type="hidden" name="version" value={match.version} />
              {confirm === "reschedule" || confirm === "restore" ? (
                <DateTimeField
                  label={t(m.newKickoff)}
                  name="kickoff_at"
                  defaultValue={page.values.kickoff.value}
                  defaultOffset={page.values.kickoff.offset}
                  error={
                    failure && "intent" in failure && failure.intent === confirm
                      ? fieldError(failure, "kickoff_at")
                      : null
                  }
                  required
                />
              ) : null}
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value={confirm} className={primary}>
                  {confirmButton ? t(confirmButton) : null}
                </button>
                <Link to={path} className={secondary}>
                  {t(m.keep)}
                </Link>
              </div>
            </Form>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              {page.actions.map((action) => {
                const label = ACTION_LABELS[action];
                return (
                  <Link key={action} to={`?confirm=${action}`} className={secondary}>
                    {label ? t(label) : action}
                  </Link>
                );
              })}
            </div>
          )}
        </section>
      ) : null}
      {page.canWrite ? (
        <Form method="post" className="grid gap-4" key={match.version} {...guard.formProps}>
          <h2 className="text-base font-semibold">{t(m.details)}</h2>
          <input type="hidden" name="version" value={match.version} />
          <MatchFields
            options={page.options}
            values={page.values}
            failure={failure && "intent" in failure && failure.intent === "save" ? failure : null}
            fixtureEditable={page.fixtureEditable}
          />
          <div>
            <button type="submit" name="intent" value="save" className={primary}>
              {t(m.save)}
            </button>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-muted">
          {page.actions.length === 0 && ["finished", "awarded"].includes(match.status)
            ? t(m.over)
            : t(m.readOnly)}
        </p>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </TimeZoneProvider>
  );
}
