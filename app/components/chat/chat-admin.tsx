import type { ReactNode } from "react";
import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { PersonLink } from "../cms/person-link.tsx";
import { StaffTime } from "../cms/staff-time.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

const m = defineMessages({
  nobody: { id: "chat.admin.nobody", defaultMessage: "Nobody is timed out or banned." },
  table: { id: "chat.admin.table", defaultMessage: "Time-outs and bans in force" },
  fan: { id: "chat.admin.fan", defaultMessage: "Fan", description: "Column heading: the sanctioned account" },
  sanction: {
    id: "chat.admin.sanction",
    defaultMessage: "Sanction",
    description: "Column heading: ban or time-out",
  },
  where: { id: "chat.admin.where", defaultMessage: "Where", description: "Column heading: which chat rooms" },
  reason: { id: "chat.admin.reason", defaultMessage: "Reason", description: "Column heading" },
  until: { id: "chat.admin.until", defaultMessage: "Until", description: "Column heading" },
  by: { id: "chat.admin.by", defaultMessage: "By", description: "Column heading: the moderator" },
  action: {
    id: "chat.admin.action",
    defaultMessage: "Action",
    description: "Column heading of the Lift buttons",
  },
  ban: { id: "chat.admin.ban", defaultMessage: "Ban" },
  timeout: { id: "chat.admin.timeout", defaultMessage: "Time-out" },
  everyRoom: { id: "chat.admin.every-room", defaultMessage: "Every room" },
  match: {
    id: "chat.admin.match",
    defaultMessage: "Match {id}",
    description: "A match's chat room, by number",
  },
  untilLifted: { id: "chat.admin.until-lifted", defaultMessage: "Until lifted" },
  liftOf: {
    id: "chat.admin.lift-of",
    defaultMessage: "{kind, select, ban {Lift the ban of {name}} other {Lift the time-out of {name}}}",
    description: "Accessible name of the Lift button",
  },
  user: {
    id: "chat.admin.user",
    defaultMessage: "user {id}",
    description: "An account without a name, by number",
  },
  lift: { id: "chat.admin.lift", defaultMessage: "Lift", description: "Button: end a time-out or ban early" },
  links: {
    id: "chat.admin.links",
    defaultMessage:
      "{allowed, select, yes {Links in chat messages are <b>allowed</b>. An operator changes this.} other {Links in chat messages are <b>not allowed</b>. An operator changes this.}}",
  },
  allowLinks: { id: "chat.admin.allow-links", defaultMessage: "Allow links in chat" },
  save: { id: "chat.admin.save", defaultMessage: "Save chat settings" },
  linksHelp: {
    id: "chat.admin.links-help",
    defaultMessage:
      "When off, messages with a web address are refused. When on, addresses open as links marked nofollow.",
  },
});

export type ActiveSanction = {
  id: number;
  kind: "timeout" | "ban";
  user_id: number;
  user_name: string;
  match_id: number | null;
  reason: string;
  until: string | null;
  by: { id: string; name: string };
  created_at: string;
};

const act = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";

/** Time-outs and bans in force, each with the button that ends it early. */
export function SanctionsTable({ sanctions }: { sanctions: ActiveSanction[] }) {
  const t = useT();
  if (sanctions.length === 0) return <p className="mt-2 text-sm text-muted">{t(m.nobody)}</p>;
  const headings = [m.fan, m.sanction, m.where, m.reason, m.until, m.by];
  return (
    <ScrollTable label={t(m.table)}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-start">
            {headings.map((heading) => (
              <th key={heading.id} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t(heading)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              <span className="sr-only">{t(m.action)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sanctions.map((s) => (
            <tr key={s.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2 font-medium">
                <PersonLink id={s.user_id} name={s.user_name} />
              </td>
              <td className="px-3 py-2">{s.kind === "ban" ? t(m.ban) : t(m.timeout)}</td>
              <td className="px-3 py-2">
                {s.match_id === null ? t(m.everyRoom) : t(m.match, { id: s.match_id })}
              </td>
              <td className="px-3 py-2">{s.reason || "–"}</td>
              <td className="px-3 py-2">{s.until ? <StaffTime iso={s.until} /> : t(m.untilLifted)}</td>
              <td className="px-3 py-2">
                {/^\d+$/.test(s.by.id) ? <PersonLink id={s.by.id} name={s.by.name} /> : s.by.name}
              </td>
              <td className="px-3 py-2">
                <Form method="post">
                  <input type="hidden" name="intent" value={s.kind === "ban" ? "lift-ban" : "lift-timeout"} />
                  <input type="hidden" name="sanctionId" value={s.id} />
                  <input type="hidden" name="userName" value={s.user_name} />
                  <button
                    type="submit"
                    className={act}
                    aria-label={t(m.liftOf, {
                      kind: s.kind,
                      name: s.user_name || t(m.user, { id: s.user_id }),
                    })}
                  >
                    {t(m.lift)}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The operator's links switch; moderators see how it is set. */
export function LinksSetting(props: { allowLinks: boolean; version: number; mayChange: boolean }) {
  const t = useT();
  if (!props.mayChange) {
    return (
      <p className="mt-2 text-sm">
        {t.rich(m.links, {
          allowed: props.allowLinks ? "yes" : "no",
          b: (chunks: ReactNode[]) => <strong key="state">{chunks}</strong>,
        })}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <input type="hidden" name="intent" value="links" />
      <input type="hidden" name="version" value={props.version} />
      <label className="flex items-center gap-2 font-medium">
        <input name="allowLinks" type="checkbox" defaultChecked={props.allowLinks} key={props.version} />
        {t(m.allowLinks)}
      </label>
      <button type="submit" className={act}>
        {t(m.save)}
      </button>
      <p className="w-full text-muted">{t(m.linksHelp)}</p>
    </Form>
  );
}
