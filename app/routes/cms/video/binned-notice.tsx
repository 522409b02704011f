import type { ReactNode } from "react";
import { Link } from "react-router";

/** Said after a video or film goes to the bin: what went, then the way to restore it. */
export function BinnedNotice({ spaced = false, children }: { spaced?: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={`${spaced ? "mb-4 " : ""}rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm`}
    >
      {children}{" "}
      <Link to="/cms/bin" className="font-semibold underline">
        Open the bin
      </Link>{" "}
      to restore it.
    </p>
  );
}
