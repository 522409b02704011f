import { Link, useActionData, useLoaderData } from "react-router";
import { CatalogForm } from "../../../components/cms/catalog-form.tsx";
import { CatalogTabs } from "../../../components/cms/catalog-tabs.tsx";
import { TeamMergePanel } from "../../../components/cms/team-merge-panel.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { CATALOG_KINDS } from "../../../lib/cms/catalog.ts";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/catalog-edit";
import { catalogEditAction, catalogEditLoader } from "./catalog-edit.server.ts";

const m = defineMessages({
  sportsData: { id: "cms.catalog.sports-data", defaultMessage: "Sports data" },
  publicPage: { id: "cms.catalog.public-page", defaultMessage: "Public page" },
  save: { id: "cms.catalog.save", defaultMessage: "Save changes" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data ? (data.name ?? CATALOG_KINDS[data.plural].words.newOne) : m.sportsData);

export const loader = (args: Route.LoaderArgs) => catalogEditLoader(args);
export const action = (args: Route.ActionArgs) => catalogEditAction(args);

/** Any kind of the sports catalogue, new or existing, in one form; teams add their merge panel. */
export default function CatalogEditPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const spec = CATALOG_KINDS[page.plural];
  const t = useT();
  const formResult = result && "error" in result && result.error.field === "into_id" ? undefined : result;
  // A refused save shows what was typed, not the record as stored.
  const typed = formResult && "values" in formResult ? formResult.values : undefined;
  return (
    <>
      <CatalogTabs />
      <PageHeader
        title={page.name ?? t(spec.words.newOne)}
        subtitle={
          <Link to={`/cms/${page.plural}`} className="underline">
            {t(spec.words.all)}
          </Link>
        }
        actions={
          page.plural === "teams" && page.id !== null ? (
            <Link to={`/team/${page.id}`} className="text-sm font-semibold whitespace-nowrap underline">
              {t(m.publicPage)}
            </Link>
          ) : null
        }
      />
      <div className="mb-4">
        <FormNotice message={page.notice} after={result} />
      </div>
      <CatalogForm
        key={`${page.plural}-${page.id ?? "new"}-${page.version ?? ""}`}
        fields={spec.fields}
        values={typed ?? page.values}
        choices={page.choices}
        result={formResult}
        version={page.version}
        createKey={page.createKey}
        canEdit={page.canEdit}
        submitLabel={page.id === null ? t(spec.words.createOne) : t(m.save)}
        localNames={spec.localNames}
      />
      {page.merge && page.canEdit ? (
        <TeamMergePanel
          teamName={page.name ?? ""}
          duplicates={page.merge.duplicates}
          others={page.merge.others}
          preview={page.merge.preview}
          mergeError={page.merge.mergeError}
          result={result}
        />
      ) : null}
    </>
  );
}
