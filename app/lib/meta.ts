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
