import type { ReactNode } from "react";

/**
 * One section of the account page. `anchor` names it in links (`#section-passkeys`) in every
 * language; without one it is made from the title, which only suits a title in English.
 */
export function AccountSection({
  title,
  anchor,
  description,
  children,
}: {
  title: string;
  anchor?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${anchor ?? title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5">
      {/* A link to #section-… (the admin area sends staff to two-step) lands below the sticky header. */}
      <h2 id={id} className="scroll-mt-20 text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
