import { Link } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { SocialAccountLinks } from "../social/social-account-links.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { navMessages as m } from "./shell-messages.ts";

const FOOTER_LINKS = [
  ["/terms", m.terms],
  ["/policy/privacy", m.privacy],
  ["/policy/refund", m.refunds],
  ["/contact", m.contact],
  ["/sport", m.sports],
] as const;

export function SiteFooter() {
  const { siteName, apiPath } = usePublicConfig();
  const t = useT();
  return (
    <footer id="site-footer" className="mt-12 border-t border-line pb-24 md:pb-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted">
        <span>© {siteName}</span>
        {FOOTER_LINKS.map(([to, label]) => (
          <Link key={to} to={to} className="hover:text-fg">
            {t(label)}
          </Link>
        ))}
        <a href={`${apiPath}/docs`} className="hover:text-fg">
          {t(m.api)}
        </a>
        <SocialAccountLinks />
        <LanguageSwitcher className="basis-full" />
      </div>
    </footer>
  );
}
