import type { ReactNode } from "react";
import { contentLocaleOf, type Locale } from "../../../shared/i18n/locales.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { LanguageNote } from "./language-note.tsx";
import { MarkdownHtml } from "./markdown-html.tsx";

export type PolicyPageData = {
  title: string;
  version: number;
  publishedAt: string;
  /** The publication date in words, formatted on the server so both renders agree. */
  updated: string;
  bodyHtml: string;
  /** The language of the text: English where the version in force has no text in the page's. */
  language: Locale;
};

const m = defineMessages({
  updated: {
    id: "content.policy.updated",
    defaultMessage: "Last updated <time>{date}</time> · Version {version}",
    description: "Under a policy's title: its publication date and version number",
  },
});

/** A policy as published: its title, version and date, then the text. */
export function PolicyPage({ policy }: { policy: PolicyPageData }) {
  const t = useT();
  const foreign = policy.language !== contentLocaleOf(useLocale());
  return (
    <>
      <PageHeader
        title={policy.title}
        subtitle={t.rich<ReactNode>(m.updated, {
          date: policy.updated,
          version: policy.version,
          time: (chunks) => (
            <time key="date" dateTime={policy.publishedAt}>
              {chunks}
            </time>
          ),
        })}
      />
      {foreign ? <LanguageNote language={policy.language} of="page" /> : null}
      <MarkdownHtml
        html={policy.bodyHtml}
        label={policy.title}
        lang={foreign ? policy.language : undefined}
      />
    </>
  );
}
