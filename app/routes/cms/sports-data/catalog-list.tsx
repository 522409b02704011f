import { Link, useLoaderData } from "react-router";
import { CatalogTable } from "../../../components/cms/catalog-table.tsx";
import { CatalogTabs } from "../../../components/cms/catalog-tabs.tsx";
import { PageNav } from "../../../components/cms/page-nav.tsx";
import { FilterForm, FilterSelect } from "../../../components/cms/staff-list.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { CATALOG_KINDS, choicesOf } from "../../../lib/cms/catalog.ts";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/catalog-list";
import { catalogListLoader } from "./catalog-list.server.ts";

const m = defineMessages({
  sportsData: { id: "cms.catalog.sports-data", defaultMessage: "Sports data" },
  find: { id: "cms.catalog.find", defaultMessage: "Find" },
  search: { id: "cms.catalog.search", defaultMessage: "Search" },
  any: { id: "cms.catalog.any", defaultMessage: "Any" },
  tryAnother: { id: "cms.catalog.try-another", defaultMessage: "Try another search or filter." },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data ? CATALOG_KINDS[data.plural].words.title : m.sportsData);

export const loader = (args: Route.LoaderArgs) => catalogListLoader(args);

/** Any kind of the sports catalogue as a searchable, filterable, sortable list. */
export default function CatalogListPage() {
  const { plural, canEdit, rows, total, query, sort, order, limit, offset, choices } =
    useLoaderData<typeof loader>();
  const spec = CATALOG_KINDS[plural];
  const t = useT();
  const filtered = Object.keys(query).some(
    (name) => name === "q" || spec.filters.some((f) => f.name === name),
  );
  return (
    <>
      <CatalogTabs />
      <PageHeader
        title={t(spec.words.title)}
        subtitle={t(spec.words.count, { count: total })}
        actions={
          canEdit ? (
            <Link
              to={`/cms/${plural}/new`}
              className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold whitespace-nowrap text-accent-fg"
            >
              {t(spec.words.newOne)}
            </Link>
          ) : null
        }
      />
      <FilterForm key={plural} submitLabel={t(m.find)}>
        <TextField label={t(m.search)} name="q" defaultValue={query.q ?? ""} maxLength={100} />
        {spec.filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            label={t(filter.label)}
            name={filter.name}
            defaultValue={query[filter.name] ?? ""}
            any={t(m.any)}
            choices={choicesOf(filter.options, choices, t)}
            onPage
          />
        ))}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.order ? <input type="hidden" name="order" value={query.order} /> : null}
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState title={t(filtered ? spec.words.noneMatch : spec.words.noneYet)} icon="shield">
          {filtered ? t(m.tryAnother) : t(spec.words.addFirst)}
        </EmptyState>
      ) : (
        <CatalogTable
          label={t(spec.words.title)}
          basePath={`/cms/${plural}`}
          columns={spec.columns}
          rows={rows}
          query={query}
          sort={sort}
          order={order}
        />
      )}
      <PageNav
        label={t(spec.words.pages)}
        filters={query}
        offset={offset}
        limit={limit}
        shown={rows.length}
        total={total}
      />
    </>
  );
}
