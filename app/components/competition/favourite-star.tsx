import { type FavouriteKind, useFavourites, useSetFavourite } from "../../lib/favourites.ts";

const NOUN: Record<FavouriteKind, string> = { competitions: "competition", teams: "team", matches: "match" };

// Competitions and teams are pinned; a match is starred (its row sits among a competition's pins).
const label = (kind: FavouriteKind, name: string, active: boolean) =>
  kind === "matches"
    ? `${active ? "Unstar" : "Star"} ${name}`
    : active
      ? `Unpin ${name}`
      : `Pin ${name} to the top`;

/** A star that follows a competition, team or match: pinned on top of the scores and in "My matches". */
export function FavouriteStar({
  kind,
  id,
  name,
  serverFavourites,
  className = "-m-1",
}: {
  kind: FavouriteKind;
  id: number;
  name: string;
  serverFavourites?: string;
  className?: string;
}) {
  const favourites = useFavourites(serverFavourites);
  const setFavourite = useSetFavourite(serverFavourites);
  const active = favourites[kind].includes(id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label(kind, name, active)}
      title={
        active
          ? `Remove this ${NOUN[kind]} from your favourites`
          : `Add this ${NOUN[kind]} to your favourites`
      }
      onClick={() => setFavourite(kind, id, !active)}
      className={`rounded-full p-1 text-lg leading-none transition-colors ${
        active ? "text-amber-500" : "text-muted hover:text-amber-500"
      } ${className}`}
    >
      <span aria-hidden>{active ? "★" : "☆"}</span>
    </button>
  );
}
