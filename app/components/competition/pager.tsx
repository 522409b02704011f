import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  label: {
    id: "competition.pager.label",
    defaultMessage: "Pages",
    description: "Accessible name of a list's pager",
  },
  previous: {
    id: "competition.pager.previous",
    defaultMessage: "Previous",
    description: "The previous page of a list",
  },
  next: { id: "competition.pager.next", defaultMessage: "Next", description: "The next page of a list" },
  page: { id: "competition.pager.page", defaultMessage: "Page {page} of {pages}" },
});

/** Previous / next links for long lists, as plain links so every page is server-rendered. */
export function Pager({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  const t = useT();
  if (pages <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const link = "rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:bg-raised";
  return (
    <nav aria-label={t(m.label)} className="mt-4 flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t(m.previous)}
        </Link>
      ) : null}
      <span className="text-muted">{t(m.page, { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t(m.next)}
        </Link>
      ) : null}
    </nav>
  );
}
