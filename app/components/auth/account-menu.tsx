import { useRef } from "react";
import { Form, Link, NavLink } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { STAFF_ROLES, useViewer } from "../../lib/use-viewer.ts";
import { navMessages } from "../shell/shell-messages.ts";
import { authWords } from "./auth-words.ts";

const m = defineMessages({
  menuFor: {
    id: "auth.menu.label",
    defaultMessage: "Account menu for {name}",
    description: "Accessible name of the header's account button; {name} is the fan's display name",
  },
  admin: { id: "auth.menu.admin", defaultMessage: "Admin", description: "Link to the admin area, for staff" },
});

const pill =
  "whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

/** "Sign in" for visitors; for a signed-in user, their initial and name opening a small menu. */
export function AccountMenu({ className = "" }: { className?: string }) {
  const viewer = useViewer();
  const menu = useRef<HTMLDetailsElement>(null);
  const t = useT();

  if (!viewer) {
    return (
      <NavLink to="/login" className={`${pill} ${className}`}>
        {t(navMessages.signIn)}
      </NavLink>
    );
  }
  const staff = viewer.roles.some((role) => STAFF_ROLES.includes(role));
  const item = "block rounded-lg px-3 py-2 text-sm hover:bg-raised";
  return (
    <details ref={menu} className={`relative ${className}`}>
      <summary
        aria-label={t(m.menuFor, { name: viewer.displayName })}
        className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-line py-1 pe-1 ps-1 text-sm 2xl:pe-3 font-semibold hover:bg-raised [&::-webkit-details-marker]:hidden"
      >
        {/* The initial is drawn by CSS so the button's visible text is exactly the name its label ends with. */}
        <span
          aria-hidden="true"
          data-initial={viewer.displayName.trim().charAt(0).toUpperCase() || "?"}
          className="grid size-7 place-items-center rounded-full bg-accent text-xs font-bold text-accent-fg before:content-[attr(data-initial)]"
        />
        {/* Shown where the header has room beside the full navigation; the label names the account everywhere. */}
        <span className="hidden max-w-32 truncate 2xl:block">{viewer.displayName}</span>
      </summary>
      {/* Any choice in the menu closes it; the page behind changes or the form posts. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicks bubble from the links and the button, which handle keys themselves */}
      <div
        onClick={() => {
          if (menu.current) menu.current.open = false;
        }}
        className="absolute end-0 z-40 mt-2 w-48 rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
        <Link to="/account" className={item}>
          {t(navMessages.account)}
        </Link>
        {staff ? (
          <Link to="/cms" className={item}>
            {t(m.admin)}
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <button type="submit" className={`${item} w-full text-start`}>
            {t(authWords.signOut)}
          </button>
        </Form>
      </div>
    </details>
  );
}
