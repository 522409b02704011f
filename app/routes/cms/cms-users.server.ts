import type { RouterContextProvider } from "react-router";
import { requireCmsPage } from "./cms-access.server.ts";

export async function usersLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  await requireCmsPage(context, "users:manage");
  return null;
}
