import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useSocialAccounts } from "./social-accounts.ts";
import { SocialIcon } from "./social-icons.tsx";

const m = defineMessages({
  follow: {
    id: "share.follow-us",
    defaultMessage: "Follow us",
    description: "Before the site's own social accounts",
  },
});

/** What stands before the site's own accounts. */
export const FOLLOW_US = m.follow;

/**
 * The site's own accounts as icon links (footer and share panel): apart from the share panel, so the
 * shell's footer loads only these.
 */
export function SocialAccountLinks() {
  const t = useT();
  const accounts = useSocialAccounts();
  if (accounts.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t(m.follow)}>
      {accounts.map((account) => (
        <li key={account.network}>
          <a
            href={account.url}
            target="_blank"
            rel="noopener noreferrer me"
            className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-line hover:border-accent hover:text-fg"
          >
            <SocialIcon name={account.network} />
            <span className="sr-only">{account.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
