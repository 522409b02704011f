import { useEffect, useState } from "react";
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { toast } from "../../lib/toast.ts";
import { FOLLOW_US, SocialAccountLinks } from "./social-account-links.tsx";
import { useSocialAccounts } from "./social-accounts.ts";
import { SocialIcon } from "./social-icons.tsx";

/** The networks' own share addresses: plain links, so nothing reaches a network before a click. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", name: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { network: "telegram", name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: "reddit", name: "Reddit", href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
  ];
}

const m = defineMessages({
  heading: {
    id: "share.heading",
    defaultMessage: "Share",
    description: "Heading of the panel sharing this page",
  },
  share: {
    id: "share.native",
    defaultMessage: "Share…",
    description: "Opens the device's own share sheet",
  },
  shareOn: {
    id: "share.on-network",
    defaultMessage: "<hidden>Share on </hidden>{network}",
    description:
      "A link sharing the page on a network (X, Facebook…); <hidden> is read by screen readers only",
  },
  copy: { id: "share.copy-link", defaultMessage: "Copy link" },
  copied: {
    id: "share.copied",
    defaultMessage: "Link copied",
    description: "Toast after copying the address",
  },
  copyFailed: {
    id: "share.copy-failed",
    defaultMessage: "Copy this address: {url}",
    description: "Toast when the address could not be copied for the fan",
  },
});

const chip =
  "inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm hover:border-accent focus-visible:outline-2";

/**
 * Share this page: the device's own share sheet where it has one (Web Share API), else links to
 * X, Facebook, WhatsApp, Telegram and Reddit, plus copy-link; then the site's own accounts.
 */
export function SharePanel({ path, title }: { path: string; title: string }) {
  const t = useT();
  const { siteUrl } = usePublicConfig();
  const accounts = useSocialAccounts();
  // The page as it is read now: a fan sharing the Vietnamese page shares the Vietnamese address.
  const url = new URL(localizedPath(t.locale, path), siteUrl).href;
  const [native, setNative] = useState(false);
  useEffect(() => setNative(typeof navigator.share === "function"), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(() => t(m.copied));
    } catch {
      toast.error(() => t(m.copyFailed, { url }));
    }
  };
  const share = () => navigator.share({ title, url }).catch(() => undefined);

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-line p-3"
      data-testid="share-panel"
    >
      <h2 id="share-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
        {t(m.heading)}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {native ? (
          <li>
            <button type="button" className={chip} onClick={share}>
              <SocialIcon name="share" className="h-4 w-4" /> {t(m.share)}
            </button>
          </li>
        ) : (
          shareLinks(url, title).map((link) => (
            <li key={link.network}>
              <a
                className={chip}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                data-network={link.network}
              >
                <SocialIcon name={link.network} className="h-4 w-4" />
                <span>
                  {t.rich(m.shareOn, {
                    network: link.name,
                    hidden: (chunks) => (
                      <span key="hidden" className="sr-only">
                        {chunks}
                      </span>
                    ),
                  })}
                </span>
              </a>
            </li>
          ))
        )}
        <li>
          <button type="button" className={chip} onClick={copy}>
            <SocialIcon name="link" className="h-4 w-4" /> {t(m.copy)}
          </button>
        </li>
      </ul>
      {accounts.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t(FOLLOW_US)}</span>
          <SocialAccountLinks />
        </div>
      ) : null}
    </section>
  );
}
