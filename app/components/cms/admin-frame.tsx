import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { CmsGroup } from "../../routes/cms/cms-access.server.ts";
import { Brand } from "../shell/brand.tsx";
import { MenuIcon, SkipLink } from "../shell/frame-parts.tsx";
import { ThemeToggle } from "../shell/theme-toggle.tsx";
import { GROUP_MESSAGES, sectionName } from "./admin-sections.ts";
import { roleName } from "./cms-messages.ts";
import { CommandBox } from "./command-box.tsx";

const m = defineMessages({
  menu: {
    id: "cms.frame.menu",
    defaultMessage: "Menu",
    description: "Button opening the admin sections on a phone",
  },
  admin: {
    id: "cms.frame.admin",
    defaultMessage: "Admin",
    description: "The admin area's name beside the brand",
  },
  account: { id: "cms.frame.account", defaultMessage: "Your account" },
  viewSite: {
    id: "cms.frame.view-site",
    defaultMessage: "View site",
    description: "Link back to the fan site",
  },
  nav: {
    id: "cms.frame.nav",
    defaultMessage: "Admin",
    description: "Accessible name of the admin navigation",
  },
});

export type AdminSection = { to: string; label: string; group: CmsGroup | null };

/** The sections under their groups, in the order given; the ungrouped (the dashboard) first. */
function grouped(sections: readonly AdminSection[]) {
  const groups: { name: CmsGroup | null; sections: AdminSection[] }[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && last.name === section.group) last.sections.push(section);
    else groups.push({ name: section.group, sections: [section] });
  }
  return groups;
}

const groupId = (name: CmsGroup) => `admin-group-${name.replace(/\W+/g, "-").toLowerCase()}`;

/**
 * The admin area's own frame, apart from the fan site's: a header with the finder, the signed-in
 * person and the way back to the site; the sections grouped beside the page on a wide screen and
 * behind a menu button on a phone; the page itself as wide as the window, for tables.
 */
export function AdminFrame({
  sections,
  person,
  children,
}: {
  sections: readonly AdminSection[];
  person: { name: string; role: string };
  children: ReactNode;
}) {
  const t = useT();
  const role = roleName(t, person.role);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A section chosen from the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="flex h-14 items-center gap-2 px-3 md:gap-4 md:px-5">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-sections"
            onClick={() => setMenuOpen((open) => !open)}
            className="flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent md:hidden"
          >
            <MenuIcon />
            {t(m.menu)}
          </button>
          <div className="flex items-center gap-2">
            {/* A phone's header holds the menu, the finder, the theme and the way back: the name would push it wider than the screen. */}
            <Brand compact />
            <Link to="/cms" className="hidden text-sm font-semibold text-muted hover:text-fg sm:inline">
              {t(m.admin)}
            </Link>
          </div>
          <CommandBox />
          <div className="ms-auto flex items-center gap-1 md:gap-3">
            <ThemeToggle />
            <Link
              to="/account"
              className="hidden max-w-48 truncate rounded-lg px-2 py-1 text-sm hover:bg-raised lg:inline"
              title={t(m.account)}
            >
              <span className="font-medium">{person.name}</span> <span className="text-muted">· {role}</span>
            </Link>
            <Link
              to="/"
              className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-accent hover:bg-raised"
            >
              {t(m.viewSite)}
            </Link>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          id="admin-sections"
          aria-label={t(m.nav)}
          className={`${menuOpen ? "block" : "hidden"} border-b border-line bg-surface px-3 py-3 md:sticky md:top-14 md:block md:max-h-[calc(100dvh-3.5rem)] md:w-56 md:shrink-0 md:overflow-y-auto md:border-e md:border-b-0`}
        >
          <p className="mb-2 px-2 text-sm lg:hidden">
            <span className="font-medium">{person.name}</span> <span className="text-muted">· {role}</span>
          </p>
          {grouped(sections).map((group) => (
            <div key={group.name ?? "top"} className="mb-3">
              {group.name && (
                <p
                  id={groupId(group.name)}
                  className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted"
                >
                  {t(GROUP_MESSAGES[group.name])}
                </p>
              )}
              <ul
                aria-labelledby={group.name ? groupId(group.name) : undefined}
                className="grid grid-cols-2 gap-0.5 md:grid-cols-1"
              >
                {group.sections.map((section) => (
                  <li key={section.to}>
                    <NavLink
                      to={section.to}
                      end
                      className="block rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-raised aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-accent"
                    >
                      {sectionName(t, section)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className="page-enter min-w-0 flex-1 px-4 py-4 md:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
