import { Link } from "react-router";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { SocialAccountLinks } from "../social/share-panel.tsx";

export function SiteFooter() {
  const { siteName, apiPath } = usePublicConfig();
  return (
    <footer id="site-footer" className="mt-12 border-t border-line pb-24 md:pb-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted">
        <span>© {siteName}</span>
        <Link to="/terms" className="hover:text-fg">
          Terms
        </Link>
        <Link to="/policy/privacy" className="hover:text-fg">
          Privacy
        </Link>
        <Link to="/policy/refund" className="hover:text-fg">
          Refunds
        </Link>
        <Link to="/contact" className="hover:text-fg">
          Contact
        </Link>
        <Link to="/sport" className="hover:text-fg">
          Sports
        </Link>
        <a href={`${apiPath}/docs`} className="hover:text-fg">
          API
        </a>
        <SocialAccountLinks />
      </div>
    </footer>
  );
}
