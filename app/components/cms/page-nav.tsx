import { Link } from "react-router";

/** The address of one page of a filtered list: the filters that are set, and the offset. */
function pageHref(filters: Record<string, string | undefined>, offset: number) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (offset > 0) query.set("offset", String(offset));
  return query.size > 0 ? `?${query}` : "?";
}

/** Previous / "x–y of total" / Next under an admin list, keeping its filters in the address. */
export function PageNav(props: {
  label: string;
  filters: Record<string, string | undefined>;
  offset: number;
  limit: number;
  shown: number;
  total: number;
}) {
  const { label, filters, offset, limit, shown, total } = props;
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {offset > 0 ? (
        <Link to={pageHref(filters, Math.max(0, offset - limit))} className="font-semibold underline">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p>
        {first}–{last} of {total}
      </p>
      {last < total ? (
        <Link to={pageHref(filters, offset + limit)} className="font-semibold underline">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
