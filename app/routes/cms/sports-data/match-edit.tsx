import { Form, Link, useActionData, useLoaderData } from "react-router";
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
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/match-edit";
import { editMatchAction, editMatchLoader, type MatchEditView } from "./match-edit.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Edit match");

export const loader = (args: Route.LoaderArgs) => editMatchLoader(args);
export const action = (args: Route.ActionArgs) => editMatchAction(args);

const { primary, secondary } = staffButton;

const ACTION_LABELS: Record<string, string> = {
  reschedule: "Reschedule",
  postpone: "Postpone",
  cancel: "Cancel match",
  abandon: "Abandon",
  restore: "Back on the schedule",
};
const CONFIRM_TEXT: Record<string, string> = {
  reschedule: "Choose the new kickoff. Fans see the new time at once.",
  postpone: "Fans see the match as postponed at once; it leaves today's hot matches.",
  cancel: "A cancelled match is final: it cannot be put back on the schedule.",
  abandon: "Play stops for good: the clock stops and the score stays as it is.",
  restore: "Choose the new kickoff; the match is scheduled again.",
};
const NOTICES: Record<string, string> = {
  created: "Match created.",
  "match.update": "Changes saved.",
  "match.reschedule": "New kickoff saved.",
  "match.postpone": "The match is postponed.",
  "match.cancel": "The match is cancelled.",
  "match.abandon": "The match is abandoned.",
  nothing: "Nothing had changed.",
};

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
  const rows: Array<[string, React.ReactNode]> = [
    ["Status", current.status],
    ["Kickoff", <StaffTime key="kickoff" iso={current.kickoffAt} />],
    ["Match", `${current.home} v ${current.away}`],
    ["Venue", current.venue ?? "None"],
    ["Round", current.round ?? "None"],
    ["Referee", current.referee ?? "None"],
  ];
  return (
    <VersionConflict message={message} reloadTo={reloadTo}>
      <p className="mt-1">Their version is now saved:</p>
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
  return (
    <TimeZoneProvider serverTimeZone={page.timeZone}>
      <PageHeader
        title={`${match.home} v ${match.away}`}
        subtitle={
          <>
            {match.competition} · <StaffTime iso={match.kickoffAt} /> ·{" "}
            <MatchStatusBadge status={match.status} />
          </>
        }
        actions={
          <Link to="/cms/matches" className={secondary}>
            All matches
          </Link>
        }
      />
      <StaffNotice>{page.notice ? NOTICES[page.notice] : null}</StaffNotice>
      {conflict && failure && "error" in failure ? (
        <ConflictNotice message={failure.error.message} current={conflict} reloadTo={path} />
      ) : null}
      <StaffProblem message={problem} />
      {page.actions.length > 0 ? (
        <section aria-labelledby="status-title" className="mb-6 rounded-lg border border-line p-3">
          <h2 id="status-title" className="text-base font-semibold">
            Status and kickoff
          </h2>
          {confirm ? (
            <Form method="post" className="mt-3 grid gap-3" key={`${confirm}-${match.version}`}>
              <p className="text-sm">{CONFIRM_TEXT[confirm]}</p>
              <input type="hidden" name="version" value={match.version} />
              {confirm === "reschedule" || confirm === "restore" ? (
                <DateTimeField
                  label="New kickoff (your time)"
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
                  Yes, {ACTION_LABELS[confirm]!.toLowerCase()}
                </button>
                <Link to={path} className={secondary}>
                  Keep it as it is
                </Link>
              </div>
            </Form>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              {page.actions.map((action) => (
                <Link key={action} to={`?confirm=${action}`} className={secondary}>
                  {ACTION_LABELS[action]}
                </Link>
              ))}
            </div>
          )}
        </section>
      ) : null}
      {page.canWrite ? (
        <Form method="post" className="grid gap-4" key={match.version} {...guard.formProps}>
          <h2 className="text-base font-semibold">Details</h2>
          <input type="hidden" name="version" value={match.version} />
          <MatchFields
            options={page.options}
            values={page.values}
            failure={failure && "intent" in failure && failure.intent === "save" ? failure : null}
            fixtureEditable={page.fixtureEditable}
          />
          <div>
            <button type="submit" name="intent" value="save" className={primary}>
              Save changes
            </button>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-muted">
          {page.actions.length === 0 && ["finished", "awarded"].includes(match.status)
            ? "This match is over; its details are no longer edited here."
            : "Your role may read this match but not change it."}
        </p>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </TimeZoneProvider>
  );
}
