import { useRouteLoaderData } from "react-router";

export type SocialAccount = { network: string; name: string; url: string };

/** The site's own accounts, configured in the admin area and read by the root loader. */
export function useSocialAccounts(): SocialAccount[] {
  const root = useRouteLoaderData("root") as { socialAccounts?: SocialAccount[] } | undefined;
  return root?.socialAccounts ?? [];
}
