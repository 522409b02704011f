import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A page change without a page load is silent for screen readers; this reads
 * out the new page's title, as a browser would after a full load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [title, setTitle] = useState("");
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // <Meta> has rendered the new <title> in this same commit.
    setTitle(document.title);
  }, [pathname]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {title}
    </p>
  );
}
