import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";

const m = defineMessages({
  home: {
    id: "shell.brand.home",
    defaultMessage: "{site} home",
    description: "Accessible name of the site's logo link to the home page; site is the site's name",
  },
});

/** The site's mark and name; `compact` keeps only the mark below the small breakpoint (a crowded header). */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { siteName } = usePublicConfig();
  const t = useT();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-black tracking-tight"
      aria-label={t(m.home, { site: siteName })}
    >
      <svg aria-hidden viewBox="0 0 32 32" className="h-7 w-7">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path d="M7 22h18M9 22V11h14v11" className="stroke-accent-fg" strokeWidth="2.5" fill="none" />
      </svg>
      <span className={`text-lg ${compact ? "max-sm:sr-only" : "max-[359px]:sr-only"}`}>{siteName}</span>
    </Link>
  );
}
