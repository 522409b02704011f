import { NavLink, Outlet } from "react-router";
import { PageFrame } from "../components/shell/page-frame.tsx";
import { defineMessages, useT } from "../lib/i18n.tsx";
import { named } from "../lib/middleware.ts";

export const middleware = named("auth");

// Server middleware runs on client navigations only when a loader asks the server.
export const loader = () => null;

const m = defineMessages({
  account: {
    id: "account.nav.account",
    defaultMessage: "Account",
    description: "The signed-in area's side menu: its name, and its one link",
  },
});

/** Signed-in area: the account menu beside the page. */
export default function UserLayout() {
  const t = useT();
  return (
    <PageFrame>
      <div className="grid gap-6 md:grid-cols-[200px_minmax(0,1fr)]">
        <nav aria-label={t(m.account)} className="flex gap-2 md:flex-col">
          <NavLink to="/account" end className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised">
            {t(m.account)}
          </NavLink>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageFrame>
  );
}
