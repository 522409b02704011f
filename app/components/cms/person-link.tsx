import { Link } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { cmsCommon } from "./cms-messages.ts";

/**
 * A person in the admin area: their name, leading to their account page for staff who may
 * open it; the number only when no name is known.
 */
export function PersonLink({
  id,
  name,
  linked = true,
}: {
  id: number | string;
  name: string | null | undefined;
  linked?: boolean;
}) {
  const t = useT();
  const label = name || t(cmsCommon.account, { id });
  if (!linked) return <>{label}</>;
  return (
    <Link to={`/cms/users/${id}`} className="text-accent underline">
      {label}
    </Link>
  );
}
