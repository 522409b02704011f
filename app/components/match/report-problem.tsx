import { Link, useFetcher } from "react-router";
import { useViewer } from "../../lib/use-viewer.ts";

const KINDS = [
  ["wrong-score", "Wrong score"],
  ["wrong-scorer", "Wrong scorer"],
  ["wrong-time", "Wrong time"],
  ["other", "Something else"],
] as const;

type Answer = { done: string } | { error: string };

/**
 * "Report a problem" under the match centre: a native disclosure, so it costs the
 * page no script until used, and a fetcher, so sending it does not reload the match.
 */
export function ReportProblem({ matchId }: { matchId: number }) {
  const viewer = useViewer();
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  return (
    <details className="rounded-2xl border border-line bg-surface p-3 text-sm">
      <summary className="cursor-pointer font-semibold">Report a problem</summary>
      {!viewer ? (
        <p className="mt-2">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/match/${matchId}`)}`}
            className="font-semibold text-accent underline"
          >
            Sign in
          </Link>{" "}
          to tell us what is wrong with this match.
        </p>
      ) : answer && "done" in answer ? (
        <p role="status" className="mt-2">
          {answer.done}
        </p>
      ) : (
        <fetcher.Form method="post" action={`/match/${matchId}/report`} className="mt-3 grid gap-3">
          <fieldset className="grid gap-1">
            <legend className="mb-1 font-medium">What is wrong?</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {KINDS.map(([value, label], index) => (
                <label key={value} className="flex items-center gap-2">
                  <input type="radio" name="kind" value={value} required defaultChecked={index === 0} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="grid gap-1 font-medium">
            Details (optional)
            <textarea
              name="note"
              maxLength={500}
              rows={3}
              className="rounded-lg border border-line bg-surface px-3 py-2 font-normal"
            />
          </label>
          {answer && "error" in answer ? (
            <p role="alert" className="text-live">
              {answer.error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="justify-self-start rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg disabled:opacity-60"
          >
            Send report
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
