import { type Favourites, toggleFavourite, useFavourites } from "../../lib/favourites.ts";

/** A star that pins a competition or team to the top of the scores. */
export function FavouriteStar({
  kind,
  id,
  name,
  serverFavourites,
}: {
  kind: keyof Favourites;
  id: number;
  name: string;
  serverFavourites?: string;
}) {
  const favourites = useFavourites(serverFavourites);
  const active = favourites[kind].includes(id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? `Unpin ${name}` : `Pin ${name} to the top`}
      title={active ? "Remove from favourites" : "Add to favourites"}
      onClick={() => toggleFavourite(kind, id)}
      className={`-m-1 rounded-full p-1 text-lg leading-none transition-colors ${
        active ? "text-amber-400" : "text-muted/60 hover:text-amber-400"
      }`}
    >
      {active ? "★" : "☆"}
    </button>
  );
}
