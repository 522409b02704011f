import { Suspense, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";

const m = defineMessages({
  title: {
    id: "match.report.title",
    defaultMessage: "Report a problem",
    description: "Under the match page: tell us its data is wrong",
  },
});

// Few fans open it: its form loads the first time the disclosure opens, not with the match.
const ReportForm = lazyPart(() => import("./report-form.tsx").then((module) => module.ReportForm));

/** "Report a problem" under the match centre: a native disclosure whose form is drawn once opened. */
export function ReportProblem({ matchId }: { matchId: number }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-2xl border border-line bg-surface p-3 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer font-semibold">{t(m.title)}</summary>
      {opened ? (
        <Suspense fallback={null}>
          <ReportForm matchId={matchId} />
        </Suspense>
      ) : null}
    </details>
  );
}
