import { Form, Link } from "react-router";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError } from "../form/form-failure.ts";
import { FormError, SubmitButton } from "../form/submit-button.tsx";

type TeamBrief = { id: number; name: string; version: number; country_name: string | null };
type Preview = {
  duplicate: TeamBrief;
  into: TeamBrief;
  moving: Record<
    "matches" | "events" | "players" | "aliases" | "adjustments" | "followers" | "samePlayers",
    number
  >;
  refusal: { code: string; message: string } | null;
};

const m = defineMessages({
  matches: { id: "cms.merge.matches", defaultMessage: "{count, plural, one {# match} other {# matches}}" },
  events: {
    id: "cms.merge.events",
    defaultMessage: "{count, plural, one {# match event} other {# match events}}",
  },
  players: { id: "cms.merge.players", defaultMessage: "{count, plural, one {# player} other {# players}}" },
  playersSame: {
    id: "cms.merge.players-same",
    defaultMessage:
      "{count, plural, one {# player} other {# players}} ({same} already in this squad by name become one)",
  },
  aliases: {
    id: "cms.merge.aliases",
    defaultMessage: "{count, plural, one {# import alias} other {# import aliases}}",
  },
  adjustments: {
    id: "cms.merge.adjustments",
    defaultMessage: "{count, plural, one {# points adjustment} other {# points adjustments}}",
  },
  followers: {
    id: "cms.merge.followers",
    defaultMessage: "{count, plural, one {# fan following it} other {# fans following it}}",
  },
  title: { id: "cms.merge.title", defaultMessage: "Merge a duplicate into {team}" },
  intro: {
    id: "cms.merge.intro",
    defaultMessage:
      'Imports can make one club twice ("Man Utd" and "Manchester United"). Merging moves everything to this team and deletes the duplicate; its name stays as an alias, so the next import finds this team.',
  },
  possible: { id: "cms.merge.possible", defaultMessage: "Possible duplicates" },
  review: { id: "cms.merge.review", defaultMessage: "Review merging {team}" },
  noSimilar: { id: "cms.merge.no-similar", defaultMessage: "No other team has a similar name." },
  another: { id: "cms.merge.another", defaultMessage: "Another team" },
  reviewMerge: { id: "cms.merge.review-merge", defaultMessage: "Review merge" },
  confirmation: { id: "cms.merge.confirmation", defaultMessage: "Merge confirmation" },
  question: { id: "cms.merge.question", defaultMessage: "Merge {duplicate} into {into}?" },
  moving: { id: "cms.merge.moving", defaultMessage: "These move to {into}, and {duplicate} is deleted:" },
  confirm: { id: "cms.merge.confirm", defaultMessage: "Merge {duplicate} into {into}" },
});

function movingLines(moving: Preview["moving"], t: Translator): string[] {
  return [
    t(m.matches, { count: moving.matches }),
    t(m.events, { count: moving.events }),
    moving.samePlayers > 0
      ? t(m.playersSame, { count: moving.players, same: moving.samePlayers })
      : t(m.players, { count: moving.players }),
    t(m.aliases, { count: moving.aliases }),
    t(m.adjustments, { count: moving.adjustments }),
    t(m.followers, { count: moving.followers }),
  ];
}

/** The team page's merge: pick a duplicate, read what will move, then confirm. */
export function TeamMergePanel(props: {
  teamName: string;
  duplicates: Array<{ id: number; name: string; country_name: string | null }>;
  others: Array<{ id: number; name: string }>;
  preview: Preview | null;
  mergeError: string | null;
  result: unknown;
}) {
  const { teamName, duplicates, others, preview, mergeError, result } = props;
  const t = useT();
  return (
    <section aria-labelledby="merge-title" className="mt-8 rounded-2xl border border-line bg-surface p-4">
      <h2 id="merge-title" className="text-base font-semibold">
        {t(m.title, { team: teamName })}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(m.intro)}</p>
      {duplicates.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">{t(m.possible)}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {duplicates.map((team) => (
              <li key={team.id}>
                <Link to={`?merge_from=${team.id}`} className="font-medium underline">
                  {t(m.review, { team: team.name })}
                </Link>
                {team.country_name ? <span className="text-muted"> · {team.country_name}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm">{t(m.noSimilar)}</p>
      )}
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-medium">
          {t(m.another)}
          <select name="merge_from" className="rounded-lg border border-line bg-page px-3 py-2 text-sm">
            {others.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t(m.reviewMerge)}
        </button>
      </Form>
      <FormError message={mergeError ?? fieldError(result, "into_id")} />
      {preview ? (
        <section
          aria-label={t(m.confirmation)}
          className="mt-4 rounded-lg border border-line bg-raised p-3 text-sm"
        >
          <p className="font-semibold">
            {t(m.question, { duplicate: preview.duplicate.name, into: preview.into.name })}
          </p>
          <p className="mt-1">
            {t(m.moving, { duplicate: preview.duplicate.name, into: preview.into.name })}
          </p>
          <ul className="mt-1 list-disc ps-5">
            {movingLines(preview.moving, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {preview.refusal ? (
            <FormError message={preview.refusal.message} />
          ) : (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="merge" />
              <input type="hidden" name="duplicate_id" value={preview.duplicate.id} />
              <input type="hidden" name="version" value={preview.duplicate.version} />
              <SubmitButton tone="danger">
                {t(m.confirm, { duplicate: preview.duplicate.name, into: preview.into.name })}
              </SubmitButton>
            </Form>
          )}
        </section>
      ) : null}
    </section>
  );
}
