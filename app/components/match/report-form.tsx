import { Link, useFetcher } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useViewer } from "../../lib/use-viewer.ts";

const m = defineMessages({
  signInFirst: {
    id: "match.report.sign-in-first",
    defaultMessage: "<link>Sign in</link> to tell us what is wrong with this match.",
  },
  whatIsWrong: { id: "match.report.what-is-wrong", defaultMessage: "What is wrong?" },
  wrongScore: { id: "match.report.wrong-score", defaultMessage: "Wrong score" },
  wrongScorer: { id: "match.report.wrong-scorer", defaultMessage: "Wrong scorer" },
  wrongTime: {
    id: "match.report.wrong-time",
    defaultMessage: "Wrong time",
    description: "The kick-off time or a minute is wrong",
  },
  other: { id: "match.report.other", defaultMessage: "Something else" },
  details: { id: "match.report.details", defaultMessage: "Details (optional)" },
  send: { id: "match.report.send", defaultMessage: "Send report" },
});

const KINDS = [
  ["wrong-score", m.wrongScore],
  ["wrong-scorer", m.wrongScorer],
  ["wrong-time", m.wrongTime],
  ["other", m.other],
] as const;

type Answer = { done: string } | { error: string };

/**
 * The inside of "Report a problem" (report-problem.tsx): a fetcher, so sending it does not reload
 * the match.
 */
export function ReportForm({ matchId }: { matchId: number }) {
  const viewer = useViewer();
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  const t = useT();
  return (
    <>
      {!viewer ? (
        <p className="mt-2">
          {t.rich(m.signInFirst, {
            link: (chunks) => (
              <Link
                key="link"
                to={`/login?redirectTo=${encodeURIComponent(`/match/${matchId}`)}`}
                className="font-semibold text-accent underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : answer && "done" in answer ? (
        <p role="status" className="mt-2">
          {answer.done}
        </p>
      ) : (
        <fetcher.Form method="post" action={`/match/${matchId}/report`} className="mt-3 grid gap-3">
          <fieldset className="grid gap-1">
            <legend className="mb-1 font-medium">{t(m.whatIsWrong)}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {KINDS.map(([value, label], index) => (
                <label key={value} className="flex items-center gap-2">
                  <input type="radio" name="kind" value={value} required defaultChecked={index === 0} />
                  {t(label)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="grid gap-1 font-medium">
            {t(m.details)}
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
            {t(m.send)}
          </button>
        </fetcher.Form>
      )}
    </>
  );
}
