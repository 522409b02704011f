import { Form } from "react-router";
import { kickoffTime, shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import { SubmitButton } from "../form/submit-button.tsx";
import type { ActiveSanction } from "./chat-admin.tsx";
import { TimeoutOptions } from "./timeout-options.tsx";

const field = "rounded-lg border border-line bg-surface px-2 py-1.5 text-sm";
const act = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

function Until({ iso }: { iso: string | null }) {
  const timeZone = useTimeZone();
  if (!iso) return <>until lifted</>;
  return (
    <>
      until{" "}
      <time dateTime={iso} className="whitespace-nowrap">
        {shortDate(iso, timeZone, true)} {kickoffTime(iso, timeZone)}
      </time>
    </>
  );
}

/** One account's time-outs and bans in force, in words, each with the button that ends it early. */
export function SanctionState({
  sanctions,
  userName,
  mayLift,
}: {
  sanctions: ActiveSanction[];
  userName: string;
  mayLift: boolean;
}) {
  if (sanctions.length === 0) {
    return <p className="text-sm text-muted">{userName} is not timed out or banned.</p>;
  }
  return (
    <ul aria-label={`Time-outs and bans of ${userName}`} className="space-y-1 text-sm">
      {sanctions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            <strong>{s.kind === "ban" ? "Banned" : "Timed out"}</strong>{" "}
            {s.match_id === null ? "from every room" : `from the room of match ${s.match_id}`}{" "}
            <Until iso={s.until} />
            {s.reason ? <span className="text-muted"> ({s.reason})</span> : null}
          </span>
          {mayLift ? (
            <Form method="post">
              <input type="hidden" name="intent" value={s.kind === "ban" ? "lift-ban" : "lift-timeout"} />
              <input type="hidden" name="sanctionId" value={s.id} />
              <input type="hidden" name="userName" value={userName} />
              <button
                type="submit"
                className={act}
                aria-label={`Lift the ${s.kind === "ban" ? "ban" : "time-out"} of ${userName}`}
              >
                Lift
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Time out (a length picked) or ban one account, through the page's action. With a match, the
 * time-out holds in its room and the ban asks where; without one, both hold in every room.
 * The ban asks first.
 */
export function SanctionControls({
  userId,
  userName,
  matchId,
  reason,
}: {
  userId: number;
  userName: string;
  matchId?: number;
  /** What the fan is told; without one, that a moderator did it. */
  reason?: string;
}) {
  const target = { userId, userName, ...(matchId ? { matchId } : { scope: "everywhere" }) };
  const hidden = (intent: "timeout" | "ban") =>
    Object.entries({
      intent,
      ...target,
      reason: reason ?? (intent === "ban" ? "Banned by a moderator" : "Timed out by a moderator"),
    }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        {hidden("timeout")}
        <label className="grid gap-1 text-xs font-medium">
          Time out {userName} {matchId ? "in this room " : "in every room "}for
          <select name="seconds" defaultValue="600" className={field}>
            <TimeoutOptions />
          </select>
        </label>
        <button type="submit" className={act}>
          Time out
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        {hidden("ban")}
        {matchId ? (
          <label className="grid gap-1 text-xs font-medium">
            Ban {userName} from
            <select name="scope" className={field}>
              <option value="room">this room</option>
              <option value="everywhere">every room</option>
            </select>
          </label>
        ) : null}
        <SubmitButton
          tone="danger"
          confirm={{
            title: `Ban ${userName}?`,
            message: `${userName} cannot write ${matchId ? "where the ban holds" : "in any chat room"} until a moderator lifts it.`,
            action: "Ban",
          }}
        >
          {matchId ? "Ban" : "Ban from every room"}
        </SubmitButton>
      </Form>
    </div>
  );
}
