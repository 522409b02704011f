import { Link, useLoaderData } from "react-router";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { useUserLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/audit";
import { auditLoader } from "./audit.server.ts";
import type { FieldChange, TargetInWords } from "./audit-words.server.ts";

const m = defineMessages({
  title: { id: "cms.audit.title", defaultMessage: "Audit log" },
  subtitle: { id: "cms.audit.subtitle", defaultMessage: "Every staff change, newest first." },
  export: { id: "cms.audit.export", defaultMessage: "Export CSV" },
  filter: { id: "cms.audit.filter", defaultMessage: "Filter" },
  actor: { id: "cms.audit.actor", defaultMessage: "Actor" },
  actorPlaceholder: { id: "cms.audit.actor-placeholder", defaultMessage: "Name or e-mail" },
  action: { id: "cms.audit.action", defaultMessage: "Action" },
  target: { id: "cms.audit.target", defaultMessage: "Target" },
  targetHint: { id: "cms.audit.target-hint", defaultMessage: "type or type:id" },
  from: { id: "cms.audit.from", defaultMessage: "From (UTC day)" },
  to: { id: "cms.audit.to", defaultMessage: "To (UTC day)" },
  pages: { id: "cms.audit.pages", defaultMessage: "Audit log pages" },
  none: { id: "cms.audit.none", defaultMessage: "No audit entries" },
  pastEnd: { id: "cms.audit.past-end", defaultMessage: "This page is past the end of the log." },
  noMatch: { id: "cms.audit.no-match", defaultMessage: "Nothing matches these filters yet." },
  entries: { id: "cms.audit.entries", defaultMessage: "Audit log entries" },
  time: { id: "cms.audit.time", defaultMessage: "Time" },
  change: { id: "cms.audit.change", defaultMessage: "Change" },
  address: { id: "cms.audit.address", defaultMessage: "Address" },
  named: { id: "cms.audit.named", defaultMessage: "{kind} “{name}”" },
  noFields: { id: "cms.audit.no-fields", defaultMessage: "No fields changed" },
  value: { id: "cms.audit.value", defaultMessage: "Value" },
  became: { id: "cms.audit.became", defaultMessage: "became" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => auditLoader(args);

export default function CmsAuditPage() {
  const audit = useLoaderData<typeof loader>();
  const { filters, offset, limit, total, entries } = audit;
  const userLookup = useUserLookup();
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={audit.timeZone}>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <a
            href={audit.exportHref}
            className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
          >
            {t(m.export)}
          </a>
        }
      />
      <FilterForm columns="sm:grid-cols-3 lg:grid-cols-6 lg:items-end" submitLabel={t(m.filter)}>
        <RelationPicker
          key={filters.actor ?? ""}
          label={t(m.actor)}
          name="actor"
          lookup={userLookup}
          initial={audit.actorChoice}
          placeholder={t(m.actorPlaceholder)}
        />
        <TextField label={t(m.action)} name="action" defaultValue={filters.action ?? ""} maxLength={100} />
        <TextField
          label={t(m.target)}
          name="target"
          defaultValue={filters.target ?? ""}
          maxLength={120}
          hint={t(m.targetHint)}
        />
        <TextField label={t(m.from)} name="from" type="date" defaultValue={filters.from ?? ""} />
        <TextField label={t(m.to)} name="to" type="date" defaultValue={filters.to ?? ""} />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={{ offset, limit, total }}
        count={entries.length}
        empty={
          <EmptyState title={t(m.none)} icon="receipt">
            {t(offset > 0 ? m.pastEnd : m.noMatch)}
          </EmptyState>
        }
      >
        <StaffTable
          label={t(m.entries)}
          labels={[t(m.time), t(m.actor), t(m.action), t(m.target), t(m.change), t(m.address)]}
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
                <span className="text-muted">({roleName(t, entry.actorRole)})</span>
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
  const t = useT();
  const words = target.name ? t(m.named, { kind: target.kind, name: target.name }) : target.kind;
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
  const t = useT();
  if (changes.length === 0) return <span className="text-muted">{t(m.noFields)}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
      {changes.map((change) => (
        <div key={change.field || "value"} className="contents">
          <dt className="font-semibold">{change.field || t(m.value)}</dt>
          <dd className="break-words">
            <span className="text-muted line-through decoration-1">{change.before ?? "—"}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t(m.became)} </span>
            <span>{change.after ?? "—"}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
