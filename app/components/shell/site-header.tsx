import { NavLink } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { AccountMenu } from "../auth/account-menu.tsx";
import { Brand } from "./brand.tsx";
import { SITE_HEADER_END_ID } from "./frame-parts.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { navMessages as m } from "./shell-messages.ts";
import { SiteSearch } from "./site-search.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

// What fans come for, scores first; the plans are reached from the paid screens and the account.
export const MAIN_NAV = [
  { to: "/", label: m.scores, end: true },
  { to: "/league", label: m.leagues },
  { to: "/team", label: m.teams },
  { to: "/hot-match-today", label: m.hotToday },
  { to: "/blogs", label: m.news },
  { to: "/highlights", label: m.highlights, wide: true },
  { to: "/tv", label: m.tv, wide: true },
  { to: "/movies", label: m.movies, wide: true },
] as const;

export function SiteHeader() {
  const viewer = useViewer();
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 md:gap-6">
        <Brand />
        {/* Longer languages need the room: between lg and xl the last sections wait in the menu, which
            is shown up to xl; the bar never pushes the header wider than the screen. */}
        <nav
          aria-label={t(m.main)}
          className="hidden min-w-0 flex-1 items-center gap-0.5 overflow-hidden lg:flex"
        >
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={"end" in item}
              className={({ isActive }) =>
                `shrink-0 rounded-full px-2 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
                  "wide" in item ? "hidden xl:inline-block" : ""
                } ${isActive ? "bg-accent text-accent-fg" : "text-muted hover:bg-raised hover:text-fg"}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        {/* Below 480 px the account's pill waits in the menu: "Iniciar sesión" or "تسجيل الدخول" beside
            the search, theme and menu buttons pushed the header past a 412 px phone's edge, and in
            Arabic the whole page moved sideways. */}
        <div className="ms-auto flex shrink-0 items-center gap-2">
          <SiteSearch />
          <ThemeToggle />
          <AccountMenu className="max-[479px]:hidden" />
          <MobileMenu
            links={[
              ...MAIN_NAV,
              viewer ? { to: "/account", label: m.account } : { to: "/login", label: m.signIn },
            ]}
          />
        </div>
      </div>
      <span id={SITE_HEADER_END_ID} hidden />
    </header>
  );
}
