import { Link, useLoaderData } from "react-router";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { useUserLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/audit";
import { auditLoader } from "./audit.server.ts";
import type { FieldChange, TargetInWords } from "./audit-words.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Audit log");

export const loader = (args: Route.LoaderArgs) => auditLoader(args);

export default function CmsAuditPage() {
  const audit = useLoaderData<typeof loader>();
  const { filters, offset, limit, total, entries } = audit;
  const userLookup = useUserLookup();
  return (
    <TimeZoneProvider serverTimeZone={audit.timeZone}>
      <PageHeader
        title="Audit log"
        subtitle="Every staff change, newest first."
        actions={
          <a
            href={audit.exportHref}
            className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
          >
            Export CSV
          </a>
        }
      />
      <FilterForm columns="sm:grid-cols-3 lg:grid-cols-6 lg:items-end" submitLabel="Filter">
        <RelationPicker
          key={filters.actor ?? ""}
          label="Actor"
          name="actor"
          lookup={userLookup}
          initial={audit.actorChoice}
          placeholder="Name or e-mail"
        />
        <TextField label="Action" name="action" defaultValue={filters.action ?? ""} maxLength={100} />
        <TextField
          label="Target"
          name="target"
          defaultValue={filters.target ?? ""}
          maxLength={120}
          hint="type or type:id"
        />
        <TextField label="From (UTC day)" name="from" type="date" defaultValue={filters.from ?? ""} />
        <TextField label="To (UTC day)" name="to" type="date" defaultValue={filters.to ?? ""} />
      </FilterForm>
      <PagedList
        label="Audit log pages"
        filters={filters}
        page={{ offset, limit, total }}
        count={entries.length}
        empty={
          <EmptyState title="No audit entries" icon="receipt">
            {offset > 0 ? "This page is past the end of the log." : "Nothing matches these filters yet."}
          </EmptyState>
        }
      >
        <StaffTable
          label="Audit log entries"
          labels={["Time", "Actor", "Action", "Target", "Change", "Address"]}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top last:border-0">
              <td className="px-3 py-2">
                <StaffTime iso={entry.at} />
              </td>
              <td className="px-3 py-2">
                {entry.actor.account ? (
                  <PersonLink id={entry.actor.id} name={entry.actor.name} />
                ) : (
                  entry.actor.id
                )}{" "}
                <span className="text-muted">({entry.actorRole})</span>
              </td>
              <td className="px-3 py-2 font-mono">{entry.action}</td>
              <td className="px-3 py-2">
                <AuditTarget target={entry.target} />
              </td>
              <td className="max-w-md px-3 py-2 text-xs">
                <AuditChanges changes={entry.changes} />
              </td>
              <td className="px-3 py-2">{entry.ip ?? "—"}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </TimeZoneProvider>
  );
}

/** "Post 'Derby report'", linked to where it is managed; its type and number below, for searching. */
function AuditTarget({ target }: { target: TargetInWords }) {
  const words = target.name ? `${target.kind} “${target.name}”` : target.kind;
  return (
    <>
      {target.href ? (
        <Link to={target.href} className="font-medium text-accent underline-offset-2 hover:underline">
          {words}
        </Link>
      ) : (
        <span className="font-medium">{words}</span>
      )}
      <span className="block font-mono text-xs text-muted">{target.ref}</span>
    </>
  );
}

/** Each changed field on a line of its own: its name, what it was, what it became. */
function AuditChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <span className="text-muted">No fields changed</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
      {changes.map((change) => (
        <div key={change.field || "value"} className="contents">
          <dt className="font-semibold">{change.field || "Value"}</dt>
          <dd className="break-words">
            <span className="text-muted line-through decoration-1">{change.before ?? "—"}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> became </span>
            <span>{change.after ?? "—"}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
