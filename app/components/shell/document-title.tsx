import { useEffect } from "react";

/**
 * A title set from inside the page (the error pages, which have no route `meta`). On the server it is
 * a `<title>` that React lifts into `<head>`; in the browser an effect sets it, because the browser
 * runtime (decision 037) would leave the element where it is drawn, inside `<main>`.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    const before = document.title;
    document.title = children;
    // Leaving the page: the next page's <title> has already replaced ours unless it is the same as before.
    return () => {
      if (document.title === children) document.title = before;
    };
  }, [children]);
  return typeof document === "undefined" ? <title>{children}</title> : null;
}
