import type { ReactNode } from "react";
import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import { SubmitButton } from "../form/submit-button.tsx";
import type { ActiveSanction } from "./chat-admin.tsx";
import { defaultReasons, TimeoutOptions } from "./timeout-options.tsx";

const m = defineMessages({
  everywhereUntil: {
    id: "chat.sanction.everywhere-until",
    defaultMessage:
      "{kind, select, ban {<b>Banned</b> from every room until <time>{until}</time>} other {<b>Timed out</b> from every room until <time>{until}</time>}}",
    description: "A sanction in force; until is a date and time",
  },
  everywhereLifted: {
    id: "chat.sanction.everywhere-lifted",
    defaultMessage:
      "{kind, select, ban {<b>Banned</b> from every room until lifted} other {<b>Timed out</b> from every room until lifted}}",
    description: "A sanction in force until a moderator lifts it",
  },
  roomUntil: {
    id: "chat.sanction.room-until",
    defaultMessage:
      "{kind, select, ban {<b>Banned</b> from the room of match {match} until <time>{until}</time>} other {<b>Timed out</b> from the room of match {match} until <time>{until}</time>}}",
    description: "A sanction in one match's chat room; match is the match's number, until a date and time",
  },
  roomLifted: {
    id: "chat.sanction.room-lifted",
    defaultMessage:
      "{kind, select, ban {<b>Banned</b> from the room of match {match} until lifted} other {<b>Timed out</b> from the room of match {match} until lifted}}",
    description: "A sanction in one match's chat room, until a moderator lifts it",
  },
  none: { id: "chat.sanction.none", defaultMessage: "{name} is not timed out or banned." },
  listOf: { id: "chat.sanction.list-of", defaultMessage: "Time-outs and bans of {name}" },
  liftOf: {
    id: "chat.sanction.lift-of",
    defaultMessage: "{kind, select, ban {Lift the ban of {name}} other {Lift the time-out of {name}}}",
    description: "Accessible name of the Lift button",
  },
  lift: {
    id: "chat.sanction.lift",
    defaultMessage: "Lift",
    description: "Button: end a time-out or ban early",
  },
  timeOutFor: {
    id: "chat.sanction.time-out-for",
    defaultMessage:
      "{scope, select, room {Time out {name} in this room for} other {Time out {name} in every room for}}",
    description: "Label of the time-out length picker",
  },
  timeOut: { id: "chat.sanction.time-out", defaultMessage: "Time out", description: "Button" },
  banFrom: {
    id: "chat.sanction.ban-from",
    defaultMessage: "Ban {name} from",
    description: "Label of a picker: this room or every room",
  },
  thisRoom: { id: "chat.sanction.this-room", defaultMessage: "this room" },
  everyRoom: { id: "chat.sanction.every-room", defaultMessage: "every room" },
  confirmTitle: { id: "chat.sanction.confirm-title", defaultMessage: "Ban {name}?" },
  confirmRoom: {
    id: "chat.sanction.confirm-room",
    defaultMessage: "{name} cannot write where the ban holds until a moderator lifts it.",
  },
  confirmEverywhere: {
    id: "chat.sanction.confirm-everywhere",
    defaultMessage: "{name} cannot write in any chat room until a moderator lifts it.",
  },
  ban: { id: "chat.sanction.ban", defaultMessage: "Ban", description: "Button" },
  banEverywhere: {
    id: "chat.sanction.ban-everywhere",
    defaultMessage: "Ban from every room",
    description: "Button",
  },
});

const field = "rounded-lg border border-line bg-surface px-2 py-1.5 text-sm";
const act = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

/** A sanction in force, in words: what, where and until when. */
function SanctionText({ sanction }: { sanction: ActiveSanction }) {
  const t = useT();
  const dates = useDates();
  const { until } = sanction;
  const values = {
    kind: sanction.kind,
    match: sanction.match_id ?? 0,
    until: until ? `${dates.shortDate(until, true)} ${dates.kickoffTime(until)}` : "",
    b: (chunks: ReactNode[]) => <strong key="kind">{chunks}</strong>,
    time: (chunks: ReactNode[]) => (
      <time key="until" dateTime={until ?? undefined} className="whitespace-nowrap">
        {chunks}
      </time>
    ),
  };
  const message =
    sanction.match_id === null
      ? until
        ? m.everywhereUntil
        : m.everywhereLifted
      : until
        ? m.roomUntil
        : m.roomLifted;
  return <>{t.rich(message, values)}</>;
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
  const t = useT();
  if (sanctions.length === 0) {
    return <p className="text-sm text-muted">{t(m.none, { name: userName })}</p>;
  }
  return (
    <ul aria-label={t(m.listOf, { name: userName })} className="space-y-1 text-sm">
      {sanctions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            <SanctionText sanction={s} />
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
                aria-label={t(m.liftOf, { kind: s.kind, name: userName })}
              >
                {t(m.lift)}
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
  const t = useT();
  const target = { userId, userName, ...(matchId ? { matchId } : { scope: "everywhere" }) };
  const hidden = (intent: "timeout" | "ban") =>
    Object.entries({
      intent,
      ...target,
      reason: reason ?? t(intent === "ban" ? defaultReasons.ban : defaultReasons.timeout),
    }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        {hidden("timeout")}
        <label className="grid gap-1 text-xs font-medium">
          {t(m.timeOutFor, { scope: matchId ? "room" : "everywhere", name: userName })}
          <select name="seconds" defaultValue="600" className={field}>
            <TimeoutOptions />
          </select>
        </label>
        <button type="submit" className={act}>
          {t(m.timeOut)}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        {hidden("ban")}
        {matchId ? (
          <label className="grid gap-1 text-xs font-medium">
            {t(m.banFrom, { name: userName })}
            <select name="scope" className={field}>
              <option value="room">{t(m.thisRoom)}</option>
              <option value="everywhere">{t(m.everyRoom)}</option>
            </select>
          </label>
        ) : null}
        <SubmitButton
          tone="danger"
          confirm={{
            title: t(m.confirmTitle, { name: userName }),
            message: t(matchId ? m.confirmRoom : m.confirmEverywhere, { name: userName }),
            action: t(m.ban),
          }}
        >
          {matchId ? t(m.ban) : t(m.banEverywhere)}
        </SubmitButton>
      </Form>
    </div>
  );
}
