import { type FavouriteKind, useFavourites, useSetFavourite } from "../../lib/favourites.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  star: { id: "competition.star.star", defaultMessage: "Star {name}", description: "Follow a match" },
  unstar: {
    id: "competition.star.unstar",
    defaultMessage: "Unstar {name}",
    description: "Stop following a match",
  },
  pin: {
    id: "competition.star.pin",
    defaultMessage: "Pin {name} to the top",
    description: "Follow a competition or team: it is listed first on the scores",
  },
  unpin: { id: "competition.star.unpin", defaultMessage: "Unpin {name}" },
  addCompetition: {
    id: "competition.star.add-competition",
    defaultMessage: "Add this competition to your favourites",
  },
  addTeam: { id: "competition.star.add-team", defaultMessage: "Add this team to your favourites" },
  addMatch: { id: "competition.star.add-match", defaultMessage: "Add this match to your favourites" },
  removeCompetition: {
    id: "competition.star.remove-competition",
    defaultMessage: "Remove this competition from your favourites",
  },
  removeTeam: { id: "competition.star.remove-team", defaultMessage: "Remove this team from your favourites" },
  removeMatch: {
    id: "competition.star.remove-match",
    defaultMessage: "Remove this match from your favourites",
  },
});

const ADD: Record<FavouriteKind, MessageDescriptor> = {
  competitions: m.addCompetition,
  teams: m.addTeam,
  matches: m.addMatch,
};
const REMOVE: Record<FavouriteKind, MessageDescriptor> = {
  competitions: m.removeCompetition,
  teams: m.removeTeam,
  matches: m.removeMatch,
};

// Competitions and teams are pinned; a match is starred (its row sits among a competition's pins).
const label = (kind: FavouriteKind, active: boolean) =>
  kind === "matches" ? (active ? m.unstar : m.star) : active ? m.unpin : m.pin;

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
  const t = useT();
  const favourites = useFavourites(serverFavourites);
  const setFavourite = useSetFavourite(serverFavourites);
  const active = favourites[kind].includes(id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t(label(kind, active), { name })}
      title={t(active ? REMOVE[kind] : ADD[kind])}
      onClick={() => setFavourite(kind, id, !active)}
      className={`rounded-full p-1 text-lg leading-none transition-colors ${
        active ? "text-amber-500" : "text-muted hover:text-amber-500"
      } ${className}`}
    >
      <span aria-hidden>{active ? "★" : "☆"}</span>
    </button>
  );
}
