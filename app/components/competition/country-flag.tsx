import { Link } from "react-router";
import type { CountryView } from "../../lib/sports-view.ts";

const FLAG_CODE = /^[A-Z]{2}(-[A-Z]{2,3})?$/;

/** The country's flag, or a globe for international competitions. */
export function CountryFlag({ country }: { country: Pick<CountryView, "code" | "name"> | null }) {
  if (!country || !FLAG_CODE.test(country.code)) {
    return (
      <svg
        role="img"
        aria-label={country?.name ?? "International"}
        viewBox="0 0 24 24"
        className="inline-block h-4 w-5 shrink-0 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
      </svg>
    );
  }
  return (
    <img
      src={`/flags/${country.code.toLowerCase()}.svg`}
      alt={country.name}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className="inline-block h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-black/10"
    />
  );
}

/** A country's flag and its name, linking to its competitions; the globe and "International" for none. */
export function CountryName({
  country,
}: {
  country: (Pick<CountryView, "code" | "name"> & { id: number }) | null;
}) {
  return (
    <>
      <CountryFlag country={country} />
      {country ? (
        <Link to={`/country/${country.id}/league`} className="hover:underline">
          {country.name}
        </Link>
      ) : (
        "International"
      )}
    </>
  );
}
