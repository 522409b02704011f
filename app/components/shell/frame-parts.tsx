import { LineIcon } from "../ui/line-icon.tsx";
/** The first stop of the keyboard on every frame: straight to the page's own content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
    >
      Skip to content
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
