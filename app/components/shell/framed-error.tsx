import { useT } from "../../lib/i18n.tsx";
import { ErrorPage } from "./error-page.tsx";
import { PageFrame } from "./page-frame.tsx";
import { describeRouteError } from "./route-error.ts";

/** A layout's error boundary: the error page inside the site's header, navigation and footer. */
export function FramedError({ error }: { error: unknown }) {
  const { status, message } = describeRouteError(error, import.meta.env.DEV, useT());
  return (
    <PageFrame>
      <ErrorPage status={status} message={message} framed />
    </PageFrame>
  );
}
