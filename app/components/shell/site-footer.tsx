import { Link } from "react-router";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { SocialAccountLinks } from "../social/share-panel.tsx";

const FOOTER_LINKS = [
  ["/terms", "Terms"],
  ["/policy/privacy", "Privacy"],
  ["/policy/refund", "Refunds"],
  ["/contact", "Contact"],
  ["/sport", "Sports"],
] as const;

export function SiteFooter() {
  const { siteName, apiPath } = usePublicConfig();
  return (
    <footer id="site-footer" className="mt-12 border-t border-line pb-24 md:pb-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted">
        <span>© {siteName}</span>
        {FOOTER_LINKS.map(([to, label]) => (
          <Link key={to} to={to} className="hover:text-fg">
            {label}
          </Link>
        ))}
        <a href={`${apiPath}/docs`} className="hover:text-fg">
          API
        </a>
        <SocialAccountLinks />
      </div>
    </footer>
  );
}
