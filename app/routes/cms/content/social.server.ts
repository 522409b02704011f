import { data, type RouterContextProvider, redirect } from "react-router";
import type { SocialNetwork } from "../../../../server/social/service.ts";
import { defineMessage } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";

const saved = defineMessage({ id: "cms.social.saved", defaultMessage: "Saved." });

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The site's own accounts, one address per network, at the version read. */
export async function socialLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const { social } = requestScopeOf(context).services;
  const { accounts, version } = await social.settings();
  return {
    version,
    networks: social.SOCIAL_NETWORKS.map((network) => ({
      network,
      name: social.NETWORK_NAMES[network],
      url: accounts[network] ?? "",
    })),
    notice: new URL(request.url).searchParams.get("saved") ? staffTranslator(context)(saved) : null,
  };
}

/** Saves every address (versioned, audited); a refused one names its network's field. */
export async function socialAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const { services, clientIp } = requestScopeOf(context);
  const form = await readForm(request);
  const input: Partial<Record<SocialNetwork, string>> = {};
  for (const network of services.social.SOCIAL_NETWORKS)
    input[network] = String(form.get(network) ?? "").slice(0, 400);
  const actor = { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role };
  try {
    const version = Number(form.get("version"));
    const { before, after } = await services.social.save(
      Number.isSafeInteger(version) ? version : -1,
      input,
      actor.id,
    );
    await services.audit.recordAudit({
      actor,
      action: "social.update",
      target: { type: "social" },
      before: before.accounts,
      after: after.accounts,
      ip: clientIp ?? null,
    });
    return redirect("/cms/social?saved=1");
  } catch (error) {
    const failure = failureOf(error);
    return data(failure, { status: refusalStatus(error) });
  }
}
