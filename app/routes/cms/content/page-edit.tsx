import { Link, useActionData, useLoaderData } from "react-router";
import { PolicyForm } from "../../../components/cms/policy-form.tsx";
import { PolicyHistory } from "../../../components/cms/policy-history.tsx";
import { MarkdownHtml } from "../../../components/content/markdown-html.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/page-edit";
import { cmsPageAction, cmsPageLoader } from "./pages.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.label ?? "Page");

export const loader = (args: Route.LoaderArgs) => cmsPageLoader(args);
export const action = (args: Route.ActionArgs) => cmsPageAction(args);

/** One policy: edit and publish the next version, or read any earlier one. */
export default function CmsPageEditPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const latest = page.history[0];
  return (
    <>
      <PageHeader
        title={page.label}
        subtitle={
          <>
            {latest ? `Version ${latest.version}, published ${latest.updated}. ` : "Not published yet. "}
            <Link to="/cms/pages" className="underline">
              All pages
            </Link>{" "}
            ·{" "}
            <a href={page.path} className="underline">
              View on the site
            </a>
          </>
        }
      />
      <div className="mb-4">
        <FormNotice message={page.notice} after={result} />
      </div>
      {page.shown ? (
        <section aria-labelledby="shown-version" className="mb-6 space-y-3">
          <h2 id="shown-version" className="text-lg font-semibold">
            Version {page.shown.version}: {page.shown.title}
          </h2>
          <p className="text-sm text-muted">
            Published {page.shown.updated}. {page.shown.summary}{" "}
            <Link to={`/cms/pages/${page.kind}`} className="underline">
              Close
            </Link>
          </p>
          <MarkdownHtml html={page.shown.body_html} label={`Version ${page.shown.version}`} />
        </section>
      ) : null}
      <PolicyForm
        key={page.version}
        kind={page.kind}
        version={page.version}
        values={result?.values ?? page.values}
        result={result}
      />
      <PolicyHistory kind={page.kind} history={page.history} />
    </>
  );
}
