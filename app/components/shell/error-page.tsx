import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  pageFailed: {
    id: "error.page.failed",
    defaultMessage: "An error occurred while showing the error page",
    description: "Heading shown when even the error page could not be drawn",
  },
  notFoundHelp: {
    id: "error.page.not-found-help",
    defaultMessage:
      "The address may be mistyped, or the page has moved. Today's scores and every competition are one tap away.",
    description: "Under the 404 heading",
  },
  home: { id: "error.page.home", defaultMessage: "Back to home", description: "Link to the home page" },
  competitions: {
    id: "error.page.competitions",
    defaultMessage: "All competitions",
    description: "Link to the list of leagues, on the 404 page",
  },
});

/** What the guard shows: the plainest page there is, in the page's language. */
function GuardFallback() {
  const t = useT();
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-xl font-semibold">{t(m.pageFailed)}</h1>
      <a href={localizedPath(locale, "/")} className="mt-6 inline-block font-semibold text-accent underline">
        {t(m.home)}
      </a>
    </main>
  );
}

/** If drawing the error page throws, say so plainly and still offer the way home. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <GuardFallback />;
  }
}

export function ErrorPage({
  status,
  message,
  framed = false,
}: {
  status: number;
  message: string;
  /** Inside the site frame, which already holds the page's main landmark. */
  framed?: boolean;
}) {
  return (
    <ErrorPageGuard>
      <ErrorPageContent status={status} message={message} framed={framed} />
    </ErrorPageGuard>
  );
}

function ErrorPageContent({ status, message, framed }: { status: number; message: string; framed: boolean }) {
  const t = useT();
  const Box = framed ? "div" : "main";
  return (
    <Box className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-12 text-center">
      <title>{`${status} | ${message}`}</title>
      <p className="text-6xl font-black tracking-tight text-accent" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 text-xl font-semibold" data-testid="error-message">
        {message}
      </h1>
      {status === 404 ? <p className="mt-3 text-sm text-muted">{t(m.notFoundHelp)}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-fg">
          {t(m.home)}
        </Link>
        {status === 404 ? (
          <Link
            to="/league"
            className="rounded-full border border-line px-5 py-2.5 font-semibold hover:bg-raised"
          >
            {t(m.competitions)}
          </Link>
        ) : null}
      </div>
    </Box>
  );
}
