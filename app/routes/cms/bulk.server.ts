import { data, redirect } from "react-router";
import { chosenIds } from "../../../shared/bulk.ts";

/**
 * What a long list's address asks of its bulk actions: a confirmation step
 * (`?bulk=<action>&id=4&id=9`, an action of the list's own and the ticked ids) or the report of the
 * last one (`?done=<action>&changed=3&unchanged=1`).
 */
export function bulkAskOf<Action extends string>(params: URLSearchParams, actions: readonly Action[]) {
  const action = actions.find((known) => known === params.get("bulk"));
  const chosen = action ? chosenIds(params.getAll("id")) : [];
  const done = actions.find((known) => known === params.get("done"));
  const countOf = (name: string) => Math.max(0, Math.min(1_000, Math.trunc(Number(params.get(name))) || 0));
  return {
    action,
    chosen,
    /** A bulk action asked for with nothing ticked: the list says to tick rows first. */
    nothingChosen: action !== undefined && chosen.length === 0,
    done: done ? { action: done, changed: countOf("changed"), unchanged: countOf("unchanged") } : null,
  };
}

/**
 * The confirmation step of what the address asks: the action and each chosen row named as it is now
 * (`nameOf` answers null for one gone meanwhile, which is simply not listed); null when nothing is left
 * to confirm.
 */
export async function bulkConfirmOf<Action extends string>(
  ask: { action: Action | undefined; chosen: readonly number[] },
  nameOf: (id: number) => string | null | Promise<string | null>,
): Promise<{ action: Action; rows: Array<{ id: number; name: string }> } | null> {
  if (!ask.action) return null;
  const named = await Promise.all(ask.chosen.map(async (id) => ({ id, name: await nameOf(id) })));
  const rows = named.flatMap(({ id, name }) => (name === null ? [] : [{ id, name }]));
  return rows.length > 0 ? { action: ask.action, rows } : null;
}

/** The confirmed step's form: the action and the ids, or 400 when the form is none this screen sends. */
export function bulkFormOf<Action extends string>(form: FormData, actions: readonly Action[]) {
  const action = actions.find((known) => known === form.get("bulk"));
  const ids = chosenIds(form.getAll("id"));
  if (!action || ids.length === 0) throw data("That change is not one this screen makes.", { status: 400 });
  return { action, ids };
}

/** Back to the list as it was filtered (the names in `keep`), with what the action did. */
export function bulkDone(
  request: Request,
  path: string,
  keep: readonly string[],
  action: string,
  outcome: { changed: readonly number[]; unchanged: readonly number[] },
) {
  const was = new URL(request.url).searchParams;
  const back = new URLSearchParams();
  for (const name of keep) {
    const value = was.get(name);
    if (value) back.set(name, value);
  }
  back.set("done", action);
  back.set("changed", String(outcome.changed.length));
  back.set("unchanged", String(outcome.unchanged.length));
  return redirect(`${path}?${back}`);
}
