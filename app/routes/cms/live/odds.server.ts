import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { ODDS_MARKETS } from "../../../lib/odds-format.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf, formFields, validateForm } from "../cms-form.server.ts";

const m = defineMessages({
  https: { id: "cms.odds.https", defaultMessage: "Use an https address." },
  saved: { id: "cms.odds.saved", defaultMessage: "Odds settings saved." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Operators run the odds, as they run the feeds. */
export const ODDS_SCOPE = "feeds:manage";

export async function oddsSettingsLoader({ context }: Args) {
  await requireCmsPage(context, ODDS_SCOPE);
  const { services } = requestScopeOf(context);
  const [settings, competitions] = await Promise.all([
    services.odds.settings(),
    services.sports.listCompetitions({ limit: 500 }),
  ]);
  return {
    settings,
    enabled: services.config.ODDS_ENABLED,
    competitions: competitions.data.map((c) => ({ id: c.id, name: c.name })),
  };
}

const settingsFormIn = (t: Translator) =>
  z.object({
    margin_percent: z.number().min(0).max(30),
    suspension_seconds: z.number().int().min(0).max(600),
    default_format: z.enum(["decimal", "fractional", "american"]),
    version: z.number().int().min(0),
    ...Object.fromEntries(
      ODDS_MARKETS.flatMap((key) => [
        [`${key}_enabled`, z.boolean()],
        [
          `${key}_bookmaker_url`,
          z
            .string()
            .trim()
            .max(1000)
            .regex(/^https:\/\/\S+$/, t(m.https))
            .nullable(),
        ],
      ]),
    ),
  });

/** Saves the whole form as one versioned, audited change. */
export async function oddsSettingsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, ODDS_SCOPE);
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  const t = staffTranslator(context);
  const checked = validateForm(
    settingsFormIn(t),
    formFields(form, {
      margin_percent: "number",
      suspension_seconds: "number",
      default_format: "text",
      version: "number",
      ...Object.fromEntries(
        ODDS_MARKETS.flatMap((key) => [
          [`${key}_enabled`, "boolean"],
          [`${key}_bookmaker_url`, "nullable-text"],
        ]),
      ),
    }),
    t,
  );
  if (!checked.ok) return data({ failure: checked.failure }, { status: 400 });
  const value = checked.value as Record<string, unknown> & {
    margin_percent: number;
    suspension_seconds: number;
    default_format: "decimal" | "fractional" | "american";
    version: number;
  };
  const enabledCompetitions = new Set(form.getAll("competition").map(Number));
  const known = (await services.sports.listCompetitions({ limit: 500 })).data.map((c) => c.id);
  try {
    await services.odds.updateSettings(
      {
        actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
        ip: requestScopeOf(context).clientIp ?? null,
      },
      value.version,
      {
        margin: Math.round(value.margin_percent * 10) / 1000,
        suspension_seconds: value.suspension_seconds,
        default_format: value.default_format,
        markets: Object.fromEntries(
          ODDS_MARKETS.map((key) => [
            key,
            {
              enabled: value[`${key}_enabled`] as boolean,
              bookmaker_url: value[`${key}_bookmaker_url`] as string | null,
            },
          ]),
        ),
        disabled_competitions: known.filter((id) => !enabledCompetitions.has(id)),
      },
    );
    return { done: t(m.saved) };
  } catch (error) {
    const failure = failureOf(error);
    return data({ failure }, { status: refusalStatus(error) });
  }
}
