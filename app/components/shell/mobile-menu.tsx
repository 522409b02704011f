import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { lazyPart, loadOnFirstInput } from "../../lib/lazy-part.ts";
import { MenuIcon } from "./frame-parts.tsx";
import type { MenuLink } from "./menu-sheet.tsx";
import { OVERLAY_CLOSE_DELAY_MS } from "./scroll-manager.tsx";
import { navMessages as m } from "./shell-messages.ts";

// The sheet is code for a tap that has not come yet: it loads at the fan's first touch or key on
// the page (and is kept for offline use from then on), not with the page.
const loadSheet = () => import("./menu-sheet.tsx");
const MenuSheet = lazyPart(() => loadSheet().then((module) => module.MenuSheet));

/** The phone menu's button; the sheet it opens (menu-sheet.tsx) slides in from the reading end. */
export function MobileMenu({ links }: { links: readonly MenuLink[] }) {
  const t = useT();
  const [state, setState] = useState<"closed" | "open" | "closing">("closed");
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    if (state === "open") setState("closing");
  }

  useEffect(() => loadOnFirstInput(loadSheet), []);

  useEffect(() => {
    if (state !== "closing") return;
    const timer = setTimeout(() => setState("closed"), OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const close = useCallback(() => setState("closing"), []);
  const open = state === "open";
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={t(m.menu)}
        onClick={() => setState(open ? "closing" : "open")}
        className="grid h-9 w-9 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-accent xl:hidden"
      >
        <MenuIcon />
      </button>
      {/* Into <body>: the header's backdrop blur would otherwise trap a fixed overlay inside it. */}
      {state !== "closed" &&
        createPortal(
          <Suspense fallback={null}>
            <MenuSheet state={state} links={links} onClose={close} menuButton={button} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
