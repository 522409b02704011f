import sprite from "./social-icons.svg?url";

/**
 * A network's mark (no icon font, no request to the networks), 24×24 in currentColor, drawn from one
 * sprite file the build names by its content: the marks' paths stay out of every page's script, and
 * the service worker keeps the file with the other built files for offline pages. The sprite holds
 * every network a site may name (server/social/schema.ts) and the "link" and "share" marks.
 */
export function SocialIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
