import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { cmsCommon } from "./cms-messages.ts";
import { StaffTable } from "./staff-table.tsx";

const m = defineMessages({
  history: { id: "cms.policy.history", defaultMessage: "History" },
  none: { id: "cms.policy.none", defaultMessage: "No version published yet." },
  versions: { id: "cms.policy.versions", defaultMessage: "Versions" },
  published: { id: "cms.policy.published", defaultMessage: "Published versions" },
  version: { id: "cms.policy.version", defaultMessage: "Version" },
  publishedCol: { id: "cms.policy.published-col", defaultMessage: "Published" },
  changed: { id: "cms.policy.changed", defaultMessage: "What changed" },
  by: { id: "cms.policy.by", defaultMessage: "By" },
  versionNumber: { id: "cms.policy.version-number", defaultMessage: "Version {version}" },
  site: {
    id: "cms.policy.site",
    defaultMessage: "Site",
    description: "Published by the site itself, not a person",
  },
});

type Version = {
  version: number;
  title: string;
  summary: string;
  published_by: string | null;
  updated: string;
};

/** Every published version of a policy, newest first, each readable in full. */
export function PolicyHistory({ kind, history }: { kind: string; history: Version[] }) {
  const t = useT();
  return (
    <section aria-labelledby="policy-history" className="mt-8 space-y-2">
      <h2 id="policy-history" className="text-lg font-semibold">
        {t(m.history)}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted">{t(m.none)}</p>
      ) : (
        <StaffTable
          label={t(m.versions)}
          caption={t(m.published)}
          labels={[t(m.version), t(m.publishedCol), t(m.changed), t(m.by)]}
        >
          {history.map((v) => (
            <tr key={v.version} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                <Link to={`/cms/pages/${kind}?version=${v.version}`} className="underline">
                  {t(m.versionNumber, { version: v.version })}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{v.updated}</td>
              <td className="px-3 py-2">{v.summary}</td>
              <td className="px-3 py-2">
                {v.published_by === null || v.published_by === "system"
                  ? t(m.site)
                  : /^\d+$/.test(v.published_by)
                    ? t(cmsCommon.account, { id: v.published_by })
                    : v.published_by}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
