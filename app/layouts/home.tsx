import { Link, Outlet } from "react-router";
import { PageFrame } from "../components/shell/page-frame.tsx";

const BROWSE = [
  { to: "/league", label: "All competitions" },
  { to: "/team", label: "All teams" },
  { to: "/sport", label: "Sports" },
  { to: "/hot-match-today", label: "Hot matches today" },
] as const;

/** The scores home: a browse rail beside the day's matches on wide screens. */
export default function HomeLayout() {
  return (
    <PageFrame wide>
      <div className="grid gap-6 lg:grid-cols-[220px_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label="Browse">
          <nav className="sticky top-20 rounded-2xl border border-line bg-surface p-2">
            {BROWSE.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised"
              >
                {item.label}
              </Link>
            ))}
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageFrame>
  );
}
