import type { CountryView } from "../../lib/sports-view.ts";

/** The country's flag emoji, or a globe for international competitions. */
export function CountryFlag({ country }: { country: Pick<CountryView, "flag" | "name"> | null }) {
  return (
    <span role="img" aria-label={country?.name ?? "International"} className="inline-block w-5 text-center">
      {country?.flag || "🌍"}
    </span>
  );
}
