import type { RouterContextProvider } from "react-router";
import { roleName } from "../../components/cms/cms-messages.ts";
import { matchLabelOf } from "../../lib/cms/relation-labels.ts";
import { formatMoney } from "../../lib/money.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { requireCmsPage, staffTranslator } from "./cms-access.server.ts";

export type FoundRecord = { to: string; label: string; detail?: string };
export type FoundGroup = {
  kind: "matches" | "teams" | "competitions" | "users" | "posts" | "payments";
  title: string;
  records: FoundRecord[];
};

/** Records of each kind the finder shows. */
const EACH = 5;

/**
 * The admin finder's answer: what the query names, in each kind the staff member's role may open
 * (the scopes of the sections the records live in). Reads only; the same queries as the lists.
 */
export async function cmsFindLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<{ q: string; groups: FoundGroup[] }> {
  const staff = await requireCmsPage(context, "cms");
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  if (q.length < 2) return { q, groups: [] };
  const { services } = requestScopeOf(context);
  const t = staffTranslator(context);
  const may = (scope: string) => staff.scopes.includes(scope);
  const none = Promise.resolve(null);
  const byReference = /^\S+$/.test(q);
  const [sports, users, posts, byEmail, byRef] = await Promise.all([
    services.sports.search(q, { limit: EACH }),
    may("users:read")
      ? services.auth.listUsers({ q, sort: "created", order: "desc", limit: EACH, offset: 0 })
      : none,
    may("content:write") ? services.posts.listCmsPosts({ q, limit: EACH, offset: 0 }) : none,
    may("billing:manage") ? services.billing.admin.payments({ email: q, limit: EACH, offset: 0 }) : none,
    may("billing:manage") && byReference
      ? services.billing.admin.payments({ reference: q, limit: EACH, offset: 0 })
      : none,
  ]);
  const payments = [...(byRef?.data ?? []), ...(byEmail?.data ?? [])].filter(
    (payment, index, all) => all.findIndex((other) => other.id === payment.id) === index,
  );
  const groups: FoundGroup[] = [
    {
      kind: "matches",
      title: "Matches",
      records: sports.matches.map((match) => ({
        to: `/cms/matches/${match.id}`,
        label: matchLabelOf({ home: match.home.name, away: match.away.name, kickoffAt: match.kickoffAt }, t),
        detail: match.competition.name,
      })),
    },
    {
      kind: "teams",
      title: "Teams",
      records: sports.teams.map((team) => ({ to: `/cms/teams/${team.id}`, label: team.name })),
    },
    {
      kind: "competitions",
      title: "Competitions",
      records: sports.competitions.map((competition) => ({
        to: `/cms/competitions/${competition.id}`,
        label: competition.name,
      })),
    },
    {
      kind: "users",
      title: "Accounts",
      records: (users?.data ?? []).map((user) => ({
        to: `/cms/users/${user.id}`,
        label: user.display_name,
        detail: `${user.email} · ${roleName(t, user.role)}`,
      })),
    },
    {
      kind: "posts",
      title: "Posts",
      records: (posts?.data ?? []).map((post) => ({
        to: `/cms/posts/${post.id}`,
        label: post.title,
        detail: post.status,
      })),
    },
    {
      kind: "payments",
      title: "Payments",
      records: payments.slice(0, EACH).map((payment) => ({
        to: `/cms/billing/payments/${payment.id}`,
        label: payment.reference,
        detail: `${formatMoney(payment.amount, payment.currency)} · ${payment.status} · ${payment.email}`,
      })),
    },
  ];
  return { q, groups: groups.filter((group) => group.records.length > 0) };
}
