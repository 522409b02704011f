import { Link } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { cmsCommon } from "./cms-messages.ts";

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
  const t = useT();
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {offset > 0 ? (
        <Link to={pageHref(filters, Math.max(0, offset - limit))} className="font-semibold underline">
          {t(cmsCommon.previous)}
        </Link>
      ) : (
        <span />
      )}
      <p>{t(cmsCommon.range, { first, last, total })}</p>
      {last < total ? (
        <Link to={pageHref(filters, offset + limit)} className="font-semibold underline">
          {t(cmsCommon.next)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
