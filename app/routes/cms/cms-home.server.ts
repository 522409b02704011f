import type { RouterContextProvider } from "react-router";
import { requireCmsPage } from "./cms-access.server.ts";

/** Staff only: editors and above; everyone else gets a 403. */
export async function staffHomeLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { auth, scopes, sections } = await requireCmsPage(context, "cms");
  return {
    name: auth.user.displayName,
    role: auth.user.role,
    scopes,
    sections: sections.filter((s) => s.to !== "/cms"),
  };
}
