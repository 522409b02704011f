import { Link } from "react-router";

/** Previous / next links for long lists, as plain links so every page is server-rendered. */
export function Pager({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  if (pages <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const link = "rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:bg-raised";
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          Previous
        </Link>
      ) : null}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
