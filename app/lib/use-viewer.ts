import { useRouteLoaderData } from "react-router";
import type { Viewer } from "./viewer.ts";

/** The signed-in user as the root loader saw them; null for visitors. */
export function useViewer(): Viewer | null {
  const root = useRouteLoaderData("root") as { viewer?: Viewer | null } | undefined;
  return root?.viewer ?? null;
}

export const STAFF_ROLES = ["editor", "moderator", "operator", "admin"];
