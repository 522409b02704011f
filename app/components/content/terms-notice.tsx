import { Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import { lazyPart } from "../../lib/lazy-part.ts";
import type { TermsNotice as Notice } from "../../lib/terms-notice.server.ts";

// Few pages ever draw it (a signed-in fan, once per change of the terms): its code is not in every
// page's first load.
const TermsNoticeBox = lazyPart(() =>
  import("./terms-notice-box.tsx").then((module) => module.TermsNoticeBox),
);

/** The changed-terms notice, where the root loader says a signed-in user has not agreed yet. */
export function TermsNotice() {
  const root = useRouteLoaderData("root") as { termsNotice?: Notice | null } | undefined;
  const notice = root?.termsNotice;
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <TermsNoticeBox notice={notice} />
    </Suspense>
  );
}
