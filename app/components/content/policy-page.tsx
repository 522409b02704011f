import type { ReactNode } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { MarkdownHtml } from "./markdown-html.tsx";

export type PolicyPageData = {
  title: string;
  version: number;
  publishedAt: string;
  /** The publication date in words, formatted on the server so both renders agree. */
  updated: string;
  bodyHtml: string;
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
      <MarkdownHtml html={policy.bodyHtml} label={policy.title} />
    </>
  );
}
