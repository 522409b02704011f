import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { TermsNotice } from "../content/terms-notice.tsx";
import { BottomNav } from "./bottom-nav.tsx";
import { SkipLink } from "./frame-parts.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// The page a document arrives with is shown at once, not faded in: faded, its content is see-through
// at the first paint, and the browser counts the page's largest paint only when that content next
// changes (a live score a few seconds later). Pages reached by a link fade in.
let arrival: string | undefined;
let moved = false;
function fadesIn(pathname: string): boolean {
  if (typeof document === "undefined") return false;
  arrival ??= pathname;
  if (pathname !== arrival) moved = true;
  return moved;
}

/** Header, the page itself (faded in on every navigation), footer and the phone tab bar. */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const location = useLocation();
  const fade = fadesIn(location.pathname);
  return (
    // A column as tall as the window, so the footer sits at the bottom of short pages.
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <TermsNotice />
      <main
        id="main"
        key={location.pathname}
        className={`${fade ? "page-enter " : ""}mx-auto w-full flex-1 px-4 pt-4 ${wide ? "max-w-6xl" : "max-w-4xl"}`}
      >
        {children}
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  );
}
