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

/** A policy as published: its title, version and date, then the text. */
export function PolicyPage({ policy }: { policy: PolicyPageData }) {
  return (
    <>
      <PageHeader
        title={policy.title}
        subtitle={
          <>
            Last updated <time dateTime={policy.publishedAt}>{policy.updated}</time> · Version{" "}
            {policy.version}
          </>
        }
      />
      <MarkdownHtml html={policy.bodyHtml} label={policy.title} />
    </>
  );
}
