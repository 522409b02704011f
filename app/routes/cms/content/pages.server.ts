import { data, type RouterContextProvider, redirect } from "react-router";
import type { PolicyKind } from "../../../../server/content/schema.ts";
import { intlLocaleOf, isLocale, SOURCE_LOCALE } from "../../../../shared/i18n/locales.ts";
import { defineMessages, type MessageDescriptor } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { type CmsFormFailure, failureOf, formFields, validateForm } from "../cms-form.server.ts";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; params: { kind?: string }; context: Context };

/** A policy's name as its page is titled; the first version's title unless the editor writes another. */
const LABELS: Record<PolicyKind, string> = {
  terms: "Terms of use",
  privacy: "Privacy policy",
  refund: "Refund policy",
};

/** A policy's name as the admin area shows it, in the page's language. */
const LABEL_MESSAGES: Record<PolicyKind, MessageDescriptor> = defineMessages({
  terms: { id: "cms.pages.terms", defaultMessage: "Terms of use" },
  privacy: { id: "cms.pages.privacy", defaultMessage: "Privacy policy" },
  refund: { id: "cms.pages.refund", defaultMessage: "Refund policy" },
});

const m = defineMessages({
  published: { id: "cms.pages.published-notice", defaultMessage: "Version {version} is published." },
});

/** The language a page editor works in, from `?language=`: English unless another of ours is named. */
const languageAsked = (params: URLSearchParams) => {
  const asked = params.get("language");
  return isLocale(asked) ? asked : SOURCE_LOCALE;
};

/** A publication instant as the policy pages print it: "23 November 2026" (UTC), in the page's language. */
function policyDayIn(context: Context) {
  const format = new Intl.DateTimeFormat(intlLocaleOf(requestScopeOf(context).locale ?? "en"), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (iso: string) => format.format(new Date(iso));
}

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
  const t = staffTranslator(context);
  const policyDate = policyDayIn(context);
  return {
    policies: overview.map(({ kind, current }) => ({
      kind,
      label: t(LABEL_MESSAGES[kind]),
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
  const asked = new URL(request.url).searchParams;
  const language = languageAsked(asked);
  const history = await policies.history(kind);
  // In another language the form starts from its text of the version in force, else from the English.
  const current = history.length > 0 ? await policies.current(kind, language) : null;
  const viewing = Number(asked.get("version"));
  const shown = history.some((v) => v.version === viewing) ? await policies.version(kind, viewing) : null;
  const published = Number(asked.get("published"));
  const t = staffTranslator(context);
  const policyDate = policyDayIn(context);
  return {
    kind,
    label: t(LABEL_MESSAGES[kind]),
    path: policies.POLICY_PATHS[kind],
    version: current?.version ?? 0,
    language,
    translations: await policies.translations(kind),
    values: {
      title: current?.title ?? LABELS[kind],
      body_markdown: current?.body_markdown ?? "",
      summary: "",
    },
    history: history.map((v) => ({ ...v, updated: policyDate(v.published_at) })),
    shown: shown && { ...shown, updated: policyDate(shown.published_at) },
    notice: published > 0 && published === current?.version ? t(m.published, { version: published }) : null,
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
  const values = formFields(form, {
    title: "text",
    body_markdown: "text",
    summary: "text",
    language: "text",
  });
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
    const inLanguage = policy.language === SOURCE_LOCALE ? "" : `&language=${policy.language}`;
    return redirect(`/cms/pages/${kind}?published=${policy.version}${inLanguage}`);
  } catch (error) {
    const failure = failureOf(error);
    return data({ ...failure, values: kept }, { status: refusalStatus(error) });
  }
}
