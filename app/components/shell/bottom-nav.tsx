import { NavLink } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { LineIcon } from "../ui/line-icon.tsx";
import { navMessages as m } from "./shell-messages.ts";

const TABS = [
  { to: "/", label: m.scores, icon: "M4 6h16M4 12h16M4 18h10", end: true },
  { to: "/league", label: m.leagues, icon: "M6 4h12v5a6 6 0 0 1-12 0zM9 20h6M12 15v5" },
  {
    to: "/hot-match-today",
    label: m.hot,
    icon: "M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 2 1 3 3 3 5",
  },
  { to: "/team", label: m.teams, icon: "M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" },
  { to: "/account", label: m.me, icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" },
] as const;

/** Thumb-reach navigation on phones; the header nav takes over from md up. */
export function BottomNav() {
  const t = useT();
  return (
    <nav
      aria-label={t(m.sections)}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={"end" in tab}
          className={({ isActive }) =>
            `flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${isActive ? "text-accent" : "text-muted"}`
          }
        >
          <LineIcon className="h-5 w-5" strokeWidth="1.8" roundCaps roundJoins>
            <path d={tab.icon} />
          </LineIcon>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
