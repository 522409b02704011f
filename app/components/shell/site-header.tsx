import { NavLink } from "react-router";
import { useViewer } from "../../lib/use-viewer.ts";
import { AccountMenu } from "../auth/account-menu.tsx";
import { Brand } from "./brand.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteSearch } from "./site-search.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

// What fans come for, scores first; the plans are reached from the paid screens and the account.
export const MAIN_NAV = [
  { to: "/", label: "Scores", end: true },
  { to: "/league", label: "Leagues" },
  { to: "/team", label: "Teams" },
  { to: "/hot-match-today", label: "Hot today" },
  { to: "/blogs", label: "News" },
  { to: "/highlights", label: "Highlights" },
  { to: "/tv", label: "TV" },
  { to: "/movies", label: "Movies" },
] as const;

export function SiteHeader() {
  const viewer = useViewer();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 md:gap-6">
        <Brand />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={"end" in item}
              className={({ isActive }) =>
                `rounded-full px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
                  isActive ? "bg-accent text-accent-fg" : "text-muted hover:bg-raised hover:text-fg"
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SiteSearch />
          <ThemeToggle />
          <AccountMenu className="max-[399px]:hidden" />
          <MobileMenu
            links={[
              ...MAIN_NAV,
              viewer ? { to: "/account", label: "Your account" } : { to: "/login", label: "Sign in" },
            ]}
          />
        </div>
      </div>
    </header>
  );
}
