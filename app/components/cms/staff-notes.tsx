import type { ReactNode } from "react";
import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  loadTheirs: { id: "cms.conflict.load-theirs", defaultMessage: "Load their version" },
});

/** The admin area's two button looks, for links and buttons alike. */
export const staffButton = {
  primary: "rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg",
  secondary: "rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised",
};

/** What the last action did, above an admin page's content; nothing when there is nothing to say. */
export function StaffNotice({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <p role="status" className="mb-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm">
      {children}
    </p>
  );
}

/** Why the last submission was refused, above the form; nothing when it was not. */
export function StaffProblem({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded-lg border border-live px-3 py-2 text-sm">
      {message}
    </p>
  );
}

/** Why the last action on a settings page was refused, in the live colour; nothing when it was not. */
export function StaffFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 text-sm text-live">
      {message}
    </p>
  );
}

/** A stale save: someone else's version is stored; `children` say what it holds before the operator reloads. */
export function VersionConflict({
  message,
  reloadTo,
  reloadDocument,
  children,
}: {
  message: string;
  reloadTo: string;
  /** A full load, so every field (editors included) starts from the stored record. */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="mb-4 rounded-lg border border-live p-3 text-sm"
    >
      <h2 id="conflict-title" className="font-semibold">
        {message}
      </h2>
      {children}
      <Link
        to={reloadTo}
        reloadDocument={reloadDocument}
        className={`${staffButton.secondary} mt-3 inline-block`}
      >
        {t(m.loadTheirs)}
      </Link>
    </section>
  );
}
