import { type RouterContextProvider, redirect } from "react-router";
import type { PolicyKind } from "../../../server/content/schema.ts";
import {
  type AnyLocale,
  contentLocaleOf,
  intlLocaleOf,
  localizedPath,
} from "../../../shared/i18n/locales.ts";
import { sameSitePath } from "../../../shared/redirects.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { readForm } from "../account/auth-form.server.ts";

type Context = Readonly<RouterContextProvider>;

const longDates = new Map<AnyLocale, Intl.DateTimeFormat>();

/** A publication instant as the policy pages print it: "23 November 2026" (UTC), in the page's language. */
export function policyDate(iso: string, locale: AnyLocale = "en"): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    longDates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The version of a policy in force, ready for the page. */
export async function policyLoader(context: Context, kind: PolicyKind) {
  const { services, locale } = requestScopeOf(context);
  // The text in force in the page's language when it was published in it, else the English.
  const policy = await services.policies.current(kind, contentLocaleOf(locale)).catch((error: unknown) => {
    // Before the first version is published the page does not exist yet.
    if (error instanceof Error && (error as { code?: string }).code === "policy-not-found")
      throw pageNotFound();
    throw error;
  });
  return {
    policy: {
      title: policy.title,
      version: policy.version,
      publishedAt: policy.published_at,
      updated: policyDate(policy.published_at, locale),
      bodyHtml: policy.body_html,
      language: policy.language,
    },
  };
}

/**
 * The "I agree" button of the updated-terms notice: records the version, then goes back to
 * the page it was pressed on (a plain form post, so it works before scripts load).
 */
export async function acknowledgeTermsAction({ request, context }: { request: Request; context: Context }) {
  const form = await readForm(request);
  const back = sameSitePath(String(form.get("back") ?? ""));
  const auth = context.get(authenticatedContext);
  if (!auth) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  const version = Number(form.get("version"));
  if (Number.isInteger(version) && version >= 1 && version <= 999_999_999) {
    try {
      await requestScopeOf(context).services.policies.acknowledgeTerms(auth.user, version);
    } catch (error) {
      // A version that does not exist: nothing to record, and the notice will ask again.
      if (!(error instanceof Error && error.name === "AppError")) throw error;
    }
  }
  // The page it was pressed on, in the language it was read in (the form posts the path without it).
  return redirect(localizedPath(requestScopeOf(context).locale ?? "en", back));
}
