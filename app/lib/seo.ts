import type { MetaDescriptor } from "react-router";
import { type AnyLocale, localizedPath } from "../../shared/i18n/locales.ts";

type RootData = { locale?: AnyLocale; publicConfig: { siteUrl: string } } | undefined;
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * The page's canonical address on the configured site URL, in the language it is drawn in, also
 * given to Open Graph. `path` is the English path ("/match/5").
 */
export function canonical(matches: Matches, path: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  if (!root) return [];
  const href = new URL(localizedPath(root.locale ?? "en", path), root.publicConfig.siteUrl).toString();
  return [
    { tagName: "link", rel: "canonical", href },
    { property: "og:url", content: href },
    { property: "og:type", content: "website" },
  ];
}

/** JSON for a script tag: "<" escaped so a name can never close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
