import { data, type RouterContextProvider, redirect } from "react-router";
import type { PolicyKind } from "../../../../server/content/schema.ts";
import { pageNotFound } from "../../../lib/middleware.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { policyDate } from "../../content/policy.server.ts";
import { requireCmsPage, staffPath, staffTranslator } from "../cms-access.server.ts";
import { type CmsFormFailure, failureOf, formFields, validateForm } from "../cms-form.server.ts";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; params: { kind?: string }; context: Context };

const LABELS: Record<PolicyKind, string> = {
  terms: "Terms of use",
  privacy: "Privacy policy",
  refund: "Refund policy",
};

function kindOf(context: Context, value: string | undefined): PolicyKind {
  const kind = requestScopeOf(context).services.policies.POLICY_KINDS.find((k) => k === value);
  if (!kind) throw pageNotFound();
  return kind;
}

/** The three policy pages, each with the version in force. */
export async function cmsPagesLoader({ context }: { context: Context }) {
  await requireCmsPage(context, "content:write");
  const { policies } = requestScopeOf(context).services;
  const overview = await policies.overview();
  return {
    policies: overview.map(({ kind, current }) => ({
      kind,
      label: LABELS[kind],
      path: policies.POLICY_PATHS[kind],
      title: current?.title ?? null,
      version: current?.version ?? 0,
      updated: current ? policyDate(current.published_at) : null,
    })),
  };
}

/** One policy: its text in force for editing, its history, and one older version when asked. */
export async function cmsPageLoader({ request, params, context }: Args) {
  await requireCmsPage(context, "content:write");
  const kind = kindOf(context, params.kind);
  const { policies } = requestScopeOf(context).services;
  const history = await policies.history(kind);
  const current = history.length > 0 ? await policies.current(kind) : null;
  const asked = new URL(request.url).searchParams;
  const viewing = Number(asked.get("version"));
  const shown = history.some((v) => v.version === viewing) ? await policies.version(kind, viewing) : null;
  const published = Number(asked.get("published"));
  return {
    kind,
    label: LABELS[kind],
    path: policies.POLICY_PATHS[kind],
    version: current?.version ?? 0,
    values: {
      title: current?.title ?? LABELS[kind],
      body_markdown: current?.body_markdown ?? "",
      summary: "",
    },
    history: history.map((v) => ({ ...v, updated: policyDate(v.published_at) })),
    shown: shown && { ...shown, updated: policyDate(shown.published_at) },
    notice: published > 0 && published === current?.version ? `Version ${published} is published.` : null,
  };
}

type Values = { title: string; body_markdown: string; summary: string };
export type PolicyFormResult =
  | { preview: string; values: Values }
  | (CmsFormFailure & { values: Values; details?: Record<string, unknown> });

/** Preview renders the draft as it would be published; publish adds the next version if nobody did first. */
export async function cmsPageAction({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const kind = kindOf(context, params.kind);
  const { services, clientIp } = requestScopeOf(context);
  const form = await readForm(request);
  const values = formFields(form, { title: "text", body_markdown: "text", summary: "text" });
  const kept: Values = {
    title: String(values.title ?? ""),
    body_markdown: String(values.body_markdown ?? ""),
    summary: String(values.summary ?? ""),
  };
  if (form.get("intent") === "preview") {
    return { preview: services.policies.preview(kept.body_markdown), values: kept };
  }
  const checked = validateForm(
    services.policies.publishPolicySchema,
    {
      ...values,
      version: Number(form.get("version")),
    },
    staffTranslator(context),
  );
  if (!checked.ok) return data({ ...checked.failure, values: kept }, { status: 400 });
  const { version, ...input } = checked.value;
  try {
    const who = {
      actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
      ip: clientIp ?? null,
    };
    const policy = await services.policies.publish(who, kind, { ...input, base: version ?? 0 });
    return redirect(staffPath(context, `/cms/pages/${kind}?published=${policy.version}`));
  } catch (error) {
    const failure = failureOf(error);
    return data({ ...failure, values: kept }, { status: refusalStatus(error) });
  }
}
