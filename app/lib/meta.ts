import type { MetaDescriptor } from "react-router";

export const HOME_TITLE = "Football Scores Updates, Fixtures, Results";
export const DESCRIPTION =
  "Live football scores, fixtures, results and league tables from around the world. View results for free.";

type RootData = { publicConfig: { siteName: string } } | undefined;
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function siteNameOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  return root?.publicConfig.siteName ?? "Goalline";
}

/** "<Page> | <brand>" with the shared description; the home page passes its own title. */
export function pageMeta(matches: Matches, page: string, description = DESCRIPTION): MetaDescriptor[] {
  const title = `${page} | ${siteNameOf(matches)}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

/** A server-drawn Open Graph card (`/og/...png`, 1200×630) as og:image and a large Twitter card. */
export function ogImageMeta(matches: Matches, path: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { publicConfig: { siteUrl: string } }
    | undefined;
  const image = new URL(path, root?.publicConfig.siteUrl ?? "http://localhost").href;
  return [
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
}
