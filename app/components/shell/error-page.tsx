import { Component, type ReactNode } from "react";
import { Link } from "react-router";

export const ERROR_PAGE_FAILED = "An error occurred while showing the error page";

/** If drawing the error page throws, say so plainly and still offer the way home. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto max-w-md px-6 py-24 text-center">
        <h1 className="text-xl font-semibold">{ERROR_PAGE_FAILED}</h1>
        <a href="/" className="mt-6 inline-block font-semibold text-accent underline">
          Back to home
        </a>
      </main>
    );
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
      {status === 404 ? (
        <p className="mt-3 text-sm text-muted">
          The address may be mistyped, or the page has moved. Today's scores and every competition are one tap
          away.
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-fg">
          Back to home
        </Link>
        {status === 404 ? (
          <Link
            to="/league"
            className="rounded-full border border-line px-5 py-2.5 font-semibold hover:bg-raised"
          >
            All competitions
          </Link>
        ) : null}
      </div>
    </Box>
  );
}
