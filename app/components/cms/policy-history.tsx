import { Link } from "react-router";
import { StaffTable } from "./staff-table.tsx";

type Version = {
  version: number;
  title: string;
  summary: string;
  published_by: string | null;
  updated: string;
};

/** Every published version of a policy, newest first, each readable in full. */
export function PolicyHistory({ kind, history }: { kind: string; history: Version[] }) {
  return (
    <section aria-labelledby="policy-history" className="mt-8 space-y-2">
      <h2 id="policy-history" className="text-lg font-semibold">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted">No version published yet.</p>
      ) : (
        <StaffTable
          label="Versions"
          caption="Published versions"
          labels={["Version", "Published", "What changed", "By"]}
        >
          {history.map((v) => (
            <tr key={v.version} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                <Link to={`/cms/pages/${kind}?version=${v.version}`} className="underline">
                  Version {v.version}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{v.updated}</td>
              <td className="px-3 py-2">{v.summary}</td>
              <td className="px-3 py-2">
                {v.published_by === null || v.published_by === "system"
                  ? "Site"
                  : /^\d+$/.test(v.published_by)
                    ? `Account ${v.published_by}`
                    : v.published_by}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
