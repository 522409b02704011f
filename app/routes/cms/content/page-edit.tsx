import { Link, useActionData, useLoaderData } from "react-router";
import { LOCALE_NAMES, LOCALES } from "../../../../shared/i18n/locales.ts";
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
  languages: {
    id: "cms.page-edit.languages",
    defaultMessage: "Write in",
    description: "Before the links that open the editor on the page's text in each language",
  },
  translated: {
    id: "cms.page-edit.translated",
    defaultMessage: "Its text in force is also published in: {languages}.",
    description:
      "The languages besides English the version in force has a text in; languages is a list of names",
  },
  untranslated: {
    id: "cms.page-edit.untranslated",
    defaultMessage: "Every language shows its English text.",
  },
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
      <nav aria-label={t(m.languages)} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t(m.languages)}</span>
        {LOCALES.map((locale) => (
          <Link
            key={locale}
            to={`/cms/pages/${page.kind}${locale === "en" ? "" : `?language=${locale}`}`}
            aria-current={locale === page.language ? "page" : undefined}
            lang={locale}
            className="rounded-full border border-line px-2 py-0.5 aria-[current=page]:border-accent aria-[current=page]:font-semibold"
          >
            {LOCALE_NAMES[locale]}
          </Link>
        ))}
        <span className="text-muted" data-testid="policy-translations">
          {page.translations.length > 0
            ? t(m.translated, {
                languages: page.translations.map((locale) => LOCALE_NAMES[locale]).join(", "),
              })
            : t(m.untranslated)}
        </span>
      </nav>
      <PolicyForm
        key={`${page.version}-${page.language}`}
        kind={page.kind}
        version={page.version}
        language={page.language}
        values={result?.values ?? page.values}
        result={result}
      />
      <PolicyHistory kind={page.kind} history={page.history} />
    </>
  );
}
