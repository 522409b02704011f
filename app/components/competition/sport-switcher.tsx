import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { SPORT_LINKS } from "../../lib/sports-nav.ts";

const m = defineMessages({
  sport: {
    id: "sport-switcher.label",
    defaultMessage: "Sport",
    description: "Accessible name of the sport tabs",
  },
});

/** Football, basketball or tennis scores: the sport shown is marked, the others one tap away. */
export function SportSwitcher({ current }: { current: string }) {
  const t = useT();
  return (
    <nav aria-label={t(m.sport)} className="flex shrink-0 gap-1 rounded-full bg-raised p-0.5">
      {SPORT_LINKS.map((sport) => {
        const shown = sport.slug === current;
        return (
          <Link
            key={sport.slug}
            to={sport.to}
            aria-current={shown ? "page" : undefined}
            className={`rounded-full px-2 py-0.5 text-xs leading-5 font-semibold ${
              shown ? "bg-fg text-page" : "text-fg hover:bg-line"
            }`}
          >
            {t(sport.label)}
          </Link>
        );
      })}
    </nav>
  );
}
