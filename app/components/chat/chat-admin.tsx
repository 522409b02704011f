import { Form } from "react-router";
import { PersonLink } from "../cms/person-link.tsx";
import { StaffTime } from "../cms/staff-time.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

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
  if (sanctions.length === 0)
    return <p className="mt-2 text-sm text-muted">Nobody is timed out or banned.</p>;
  return (
    <ScrollTable label="Time-outs and bans in force">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-left">
            {["Fan", "Sanction", "Where", "Reason", "Until", "By", ""].map((label, i) => (
              <th key={label || i} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {label || <span className="sr-only">Action</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sanctions.map((s) => (
            <tr key={s.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2 font-medium">
                <PersonLink id={s.user_id} name={s.user_name} />
              </td>
              <td className="px-3 py-2">{s.kind === "ban" ? "Ban" : "Time-out"}</td>
              <td className="px-3 py-2">{s.match_id === null ? "Every room" : `Match ${s.match_id}`}</td>
              <td className="px-3 py-2">{s.reason || "–"}</td>
              <td className="px-3 py-2">{s.until ? <StaffTime iso={s.until} /> : "Until lifted"}</td>
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
                    aria-label={`Lift the ${s.kind === "ban" ? "ban" : "time-out"} of ${s.user_name || `user ${s.user_id}`}`}
                  >
                    Lift
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
  if (!props.mayChange) {
    return (
      <p className="mt-2 text-sm">
        Links in chat messages are <strong>{props.allowLinks ? "allowed" : "not allowed"}</strong>. An
        operator changes this.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <input type="hidden" name="intent" value="links" />
      <input type="hidden" name="version" value={props.version} />
      <label className="flex items-center gap-2 font-medium">
        <input name="allowLinks" type="checkbox" defaultChecked={props.allowLinks} key={props.version} />
        Allow links in chat
      </label>
      <button type="submit" className={act}>
        Save chat settings
      </button>
      <p className="w-full text-muted">
        When off, messages with a web address are refused. When on, addresses open as links marked nofollow.
      </p>
    </Form>
  );
}
