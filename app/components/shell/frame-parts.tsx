import { defineMessages, useT } from "../../lib/i18n.tsx";
import { LineIcon } from "../ui/line-icon.tsx";

const m = defineMessages({
  skip: {
    id: "shell.frame.skip-to-content",
    defaultMessage: "Skip to content",
    description: "Keyboard users' first link on every page, jumping past the header",
  },
});

/**
 * The id of an empty mark closing the site header: the document's first paint waits until the parser
 * reaches it, so the header is never painted half arrived (root.tsx). Chromium unblocks rendering
 * when the named element is inserted, not when it ends, so the mark is the header's last element.
 */
export const SITE_HEADER_END_ID = "site-header-end";

/** The first stop of the keyboard on every frame: straight to the page's own content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
    >
      {t(m.skip)}
    </a>
  );
}

/** The three lines of a menu button. */
export function MenuIcon() {
  return (
    <LineIcon className="h-5 w-5">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </LineIcon>
  );
}
