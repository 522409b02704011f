import { Link, useActionData, useLoaderData } from "react-router";
import { PolicyForm } from "../../../components/cms/policy-form.tsx";
import { PolicyHistory } from "../../../components/cms/policy-history.tsx";
import { MarkdownHtml } from "../../../components/content/markdown-html.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/page-edit";
import { cmsPageAction, cmsPageLoader } from "./pages.server.ts";

const m = defineMessages({
  page: { id: "cms.page-edit.page", defaultMessage: "Page" },
  latest: { id: "cms.page-edit.latest", defaultMessage: "Version {version}, published {date}." },
  notYet: { id: "cms.page-edit.not-yet", defaultMessage: "Not published yet." },
  allPages: { id: "cms.page-edit.all-pages", defaultMessage: "All pages" },
  viewOnSite: { id: "cms.page-edit.view-on-site", defaultMessage: "View on the site" },
  shown: { id: "cms.page-edit.shown", defaultMessage: "Version {version}: {title}" },
  publishedOn: { id: "cms.page-edit.published-on", defaultMessage: "Published {date}." },
  close: { id: "cms.page-edit.close", defaultMessage: "Close" },
  versionLabel: { id: "cms.page-edit.version-label", defaultMessage: "Version {version}" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.label ?? m.page);

export const loader = (args: Route.LoaderArgs) => cmsPageLoader(args);
export const action = (args: Route.ActionArgs) => cmsPageAction(args);

/** One policy: edit and publish the next version, or read any earlier one. */
export default function CmsPageEditPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const latest = page.history[0];
  const t = useT();
  return (
    <>
      <PageHeader
        title={page.label}
        subtitle={
          <>
            {latest ? t(m.latest, { version: latest.version, date: latest.updated }) : t(m.notYet)}{" "}
            <Link to="/cms/pages" className="underline">
              {t(m.allPages)}
            </Link>{" "}
            ·{" "}
            <a href={page.path} className="underline">
              {t(m.viewOnSite)}
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
            {t(m.shown, { version: page.shown.version, title: page.shown.title })}
          </h2>
          <p className="text-sm text-muted">
            {t(m.publishedOn, { date: page.shown.updated })} {page.shown.summary}{" "}
            <Link to={`/cms/pages/${page.kind}`} className="underline">
              {t(m.close)}
            </Link>
          </p>
          <MarkdownHtml
            html={page.shown.body_html}
            label={t(m.versionLabel, { version: page.shown.version })}
          />
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
