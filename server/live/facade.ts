import type { Db } from "../db/connect.ts";
import { bindAll } from "../platform/bind.ts";
import { type IdempotencyStore, idempotencyRefusal, requestHashOf } from "../platform/idempotency.ts";
import { consolePlayInput, playFromConsole } from "./console-play.ts";
import {
  type ConsoleRequest,
  consoleMatchState,
  consoleSheets,
  correctableTypes,
  correctFromConsole,
  eventFixInput,
  scoreFromConsole,
  undoFromConsole,
} from "./console-scoring.ts";
import { liveEventInput } from "./input.ts";
import type { LiveService } from "./service.ts";

type Deps = { db: Db; live: LiveService; idempotency: IdempotencyStore };

/**
 * An action from the console, run at most once per operator and Idempotency-Key through the store
 * every keyed path uses, compared by what was asked (the action, the match, the version seen and
 * the event): a retry answers the first result (`applied: false`), the same key with another event
 * is `idempotency-key-reused`. The live log's own source id stays beneath, so a retry that takes over
 * the key of an operator whose request died mid-work finds the event already logged.
 */
function keyed<R extends ConsoleRequest, E>(
  deps: Deps,
  action: string,
  run: (deps: Deps, request: R) => Promise<{ applied: boolean; entry: E }>,
) {
  return async (request: R): Promise<{ applied: boolean; entry: E }> => {
    const { actor, ip: _ip, key, ...asked } = request;
    const requestHash = requestHashOf([action, asked]);
    const id = { scope: "live-console", caller: `${actor.kind}:${actor.id}`, key };
    const outcome = await deps.idempotency.once(id, requestHash, () => run(deps, request));
    if (outcome.kind !== "done") throw idempotencyRefusal(outcome, "event");
    return outcome.replayed ? { applied: false, entry: outcome.value.entry } : outcome.value;
  };
}

/** The live console's scoring, plays and undo, as its page and API reach them through `services.liveConsole`. */
export function createLiveConsoleFacade(deps: Deps) {
  return {
    // The clock the play is timed by stays the server's: a caller cannot pass one through the door.
    playFromConsole: keyed(deps, "play", (d, request: Parameters<typeof playFromConsole>[1]) =>
      playFromConsole(d, request),
    ),
    scoreFromConsole: keyed(deps, "event", scoreFromConsole),
    correctFromConsole: keyed(deps, "correction", correctFromConsole),
    undoFromConsole: keyed(deps, "undo", undoFromConsole),
    ...bindAll(deps.db, { consoleMatchState, consoleSheets }),
    consolePlayInput,
    eventFixInput,
    correctableTypes,
    liveEventInput,
  };
}

export type LiveConsoleFacade = ReturnType<typeof createLiveConsoleFacade>;
