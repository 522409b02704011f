import { Link, useLoaderData } from "react-router";
import { CatalogTable } from "../../../components/cms/catalog-table.tsx";
import { CatalogTabs } from "../../../components/cms/catalog-tabs.tsx";
import { PageNav } from "../../../components/cms/page-nav.tsx";
import { FilterForm, FilterSelect } from "../../../components/cms/staff-list.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { CATALOG_KINDS, choicesOf } from "../../../lib/cms/catalog.ts";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/catalog-list";
import { catalogListLoader } from "./catalog-list.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data ? CATALOG_KINDS[data.plural].title : "Sports data");

export const loader = (args: Route.LoaderArgs) => catalogListLoader(args);

/** Any kind of the sports catalogue as a searchable, filterable, sortable list. */
export default function CatalogListPage() {
  const { plural, canEdit, rows, total, query, sort, order, limit, offset, choices } =
    useLoaderData<typeof loader>();
  const spec = CATALOG_KINDS[plural];
  const filtered = Object.keys(query).some(
    (name) => name === "q" || spec.filters.some((f) => f.name === name),
  );
  return (
    <>
      <CatalogTabs />
      <PageHeader
        title={spec.title}
        subtitle={`${total} ${total === 1 ? spec.singular : spec.plural}`}
        actions={
          canEdit ? (
            <Link
              to={`/cms/${plural}/new`}
              className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold whitespace-nowrap text-accent-fg"
            >
              New {spec.singular}
            </Link>
          ) : null
        }
      />
      <FilterForm key={plural} submitLabel="Find">
        <TextField label="Search" name="q" defaultValue={query.q ?? ""} maxLength={100} />
        {spec.filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            label={filter.label}
            name={filter.name}
            defaultValue={query[filter.name] ?? ""}
            any="Any"
            choices={choicesOf(filter.options, choices)}
            onPage
          />
        ))}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.order ? <input type="hidden" name="order" value={query.order} /> : null}
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState title={`No ${spec.plural} ${filtered ? "match" : "yet"}`} icon="shield">
          {filtered ? "Try another search or filter." : `Add the first ${spec.singular}.`}
        </EmptyState>
      ) : (
        <CatalogTable
          label={spec.title}
          basePath={`/cms/${plural}`}
          columns={spec.columns}
          rows={rows}
          query={query}
          sort={sort}
          order={order}
        />
      )}
      <PageNav
        label={`${spec.title} pages`}
        filters={query}
        offset={offset}
        limit={limit}
        shown={rows.length}
        total={total}
      />
    </>
  );
}
