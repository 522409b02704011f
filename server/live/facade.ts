import type { Db } from "../db/connect.ts";
import { bindAll } from "../platform/bind.ts";
import { consolePlayInput, playFromConsole } from "./console-play.ts";
import {
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

/** The live console's scoring, plays and undo, as its page reaches them through `services.liveConsole`. */
export function createLiveConsoleFacade(deps: { db: Db; live: LiveService }) {
  return {
    ...bindAll(deps, { playFromConsole, scoreFromConsole, undoFromConsole, correctFromConsole }),
    ...bindAll(deps.db, { consoleMatchState, consoleSheets }),
    consolePlayInput,
    eventFixInput,
    correctableTypes,
    liveEventInput,
  };
}

export type LiveConsoleFacade = ReturnType<typeof createLiveConsoleFacade>;
