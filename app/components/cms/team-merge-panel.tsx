import { Form, Link } from "react-router";
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function movingLines(moving: Preview["moving"]): string[] {
  return [
    plural(moving.matches, "match", "matches"),
    `${plural(moving.events, "match event", "match events")}`,
    `${plural(moving.players, "player", "players")}${moving.samePlayers > 0 ? ` (${moving.samePlayers} already in this squad by name become one)` : ""}`,
    plural(moving.aliases, "import alias", "import aliases"),
    plural(moving.adjustments, "points adjustment", "points adjustments"),
    plural(moving.followers, "fan following it", "fans following it"),
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
  return (
    <section aria-labelledby="merge-title" className="mt-8 rounded-2xl border border-line bg-surface p-4">
      <h2 id="merge-title" className="text-base font-semibold">
        Merge a duplicate into {teamName}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Imports can make one club twice ("Man Utd" and "Manchester United"). Merging moves everything to this
        team and deletes the duplicate; its name stays as an alias, so the next import finds this team.
      </p>
      {duplicates.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">Possible duplicates</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {duplicates.map((team) => (
              <li key={team.id}>
                <Link to={`?merge_from=${team.id}`} className="font-medium underline">
                  Review merging {team.name}
                </Link>
                {team.country_name ? <span className="text-muted"> · {team.country_name}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm">No other team has a similar name.</p>
      )}
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-medium">
          Another team
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
          Review merge
        </button>
      </Form>
      <FormError message={mergeError ?? fieldError(result, "into_id")} />
      {preview ? (
        <section
          aria-label="Merge confirmation"
          className="mt-4 rounded-lg border border-line bg-raised p-3 text-sm"
        >
          <p className="font-semibold">
            Merge {preview.duplicate.name} into {preview.into.name}?
          </p>
          <p className="mt-1">
            These move to {preview.into.name}, and {preview.duplicate.name} is deleted:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {movingLines(preview.moving).map((line) => (
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
                Merge {preview.duplicate.name} into {preview.into.name}
              </SubmitButton>
            </Form>
          )}
        </section>
      ) : null}
    </section>
  );
}
