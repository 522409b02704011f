import { Children, type ReactNode } from "react";
import { Link } from "react-router";
import { defineMessages, useT } from "../../../lib/i18n.tsx";

const m = defineMessages({
  restore: { id: "cms.binned.restore", defaultMessage: "<link>Open the bin</link> to restore it." },
});

/** Said after a video or film goes to the bin: what went, then the way to restore it. */
export function BinnedNotice({ spaced = false, children }: { spaced?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <p
      role="status"
      className={`${spaced ? "mb-4 " : ""}rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm`}
    >
      {children}{" "}
      {Children.toArray(
        t.rich(m.restore, {
          link: (chunks) => (
            <Link to="/cms/bin" className="font-semibold underline">
              {chunks}
            </Link>
          ),
        }),
      )}
    </p>
  );
}
