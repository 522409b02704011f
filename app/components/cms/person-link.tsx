import { Link } from "react-router";

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
  const label = name || `Account ${id}`;
  if (!linked) return <>{label}</>;
  return (
    <Link to={`/cms/users/${id}`} className="text-accent underline">
      {label}
    </Link>
  );
}
