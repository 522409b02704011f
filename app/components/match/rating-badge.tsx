import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  rating: {
    id: "match.rating.label",
    defaultMessage: "Rating",
    description: "Read out before a player's match rating (e.g. 7.4)",
  },
});

/** A rating's colour band, as fans read them: 8 and above outstanding, under 6 a poor day. */
const ratingTone = (rating: number) =>
  rating >= 8 ? "bg-sky-700" : rating >= 7 ? "bg-green-700" : rating >= 6 ? "bg-amber-700" : "bg-red-700";

/** The player's rating (docs/player-ratings.md), white on its band; nothing for a player not rated. */
export function RatingBadge({ rating }: { rating: number | null }) {
  const t = useT();
  if (rating === null) return null;
  return (
    <span
      className={`w-8 shrink-0 rounded px-1 text-center text-xs font-bold tabular-nums text-white ${ratingTone(rating)}`}
      data-rating={rating}
    >
      <span className="sr-only">{`${t(m.rating)} `}</span>
      {rating.toFixed(1)}
    </span>
  );
}
