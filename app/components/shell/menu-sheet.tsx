import { type RefObject, useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { SPORT_LINKS } from "../../lib/sports-nav.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { navMessages as m } from "./shell-messages.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

export type MenuLink = { to: string; label: MessageDescriptor; end?: boolean };

/**
 * The phone menu's sheet (mobile-menu.tsx draws its button): every section the tab bar has no
 * room for, the sports, the colour theme, the language and a close button. Mounted while the menu
 * is open and while it slides away; the body then carries `data-overlay-open`, so scroll
 * restoration waits for it to be gone.
 */
export function MenuSheet({
  state,
  links,
  onClose,
  menuButton,
}: {
  state: "open" | "closing";
  links: readonly MenuLink[];
  onClose: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    document.body.setAttribute("data-overlay-open", "");
    root.style.overflow = "hidden";
    return () => {
      document.body.removeAttribute("data-overlay-open");
      root.style.overflow = "";
    };
  }, []);

  const open = state === "open";
  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector("a")?.focus();
    const button = menuButton.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab") {
        keepFocusInside(event, sheet.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      button?.focus({ preventScroll: true });
    };
  }, [open, onClose, menuButton]);

  return (
    <div className="fixed inset-0 z-40 xl:hidden" data-state={state}>
      <button
        type="button"
        tabIndex={-1}
        aria-label={t(m.closeMenu)}
        onClick={onClose}
        className="menu-backdrop absolute inset-0 bg-black/40"
      />
      <div
        ref={sheet}
        id="site-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t(m.menu)}
        className="menu-sheet absolute inset-y-0 end-0 flex w-[min(80vw,20rem)] flex-col gap-1 overflow-y-auto bg-surface p-4 pt-[max(1rem,env(safe-area-inset-top))] shadow-xl"
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <ThemeToggle />
          <button
            type="button"
            aria-label={t(m.closeMenu)}
            onClick={onClose}
            className="grid h-10 w-10 place-items-center rounded-full border border-line text-fg hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
          >
            <LineIcon className="h-5 w-5" roundCaps>
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        </div>
        <nav aria-label={t(m.menu)} className="flex flex-col gap-1">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-accent ${isActive ? "bg-accent text-accent-fg" : "hover:bg-raised"}`
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        {/* Only the footer reached the other sports on a phone; a switch belongs in the menu too. */}
        <nav aria-labelledby="menu-sports" className="mt-2 flex flex-col gap-1 border-t border-line pt-3">
          <p id="menu-sports" className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
            {t(m.sports)}
          </p>
          {SPORT_LINKS.map((sport) => (
            <NavLink
              key={sport.slug}
              to={sport.to}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-accent ${isActive ? "bg-accent text-accent-fg" : "hover:bg-raised"}`
              }
            >
              {t(sport.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitcher className="mt-2 border-t border-line px-3 pt-3 text-sm" landmark={false} />
      </div>
    </div>
  );
}

/** Tab from the last control goes to the first and back: the page behind is out of reach while the menu is open. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const links = container
    ? [...container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")]
    : [];
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
