import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import {
  type FieldSpec,
  type KindSpec,
  type LocalNamesSpec,
  localNameField,
  localNameFields,
  NAMED_LOCALES,
} from "../../../lib/cms/catalog.ts";
import { entityId } from "../../../lib/entity-id.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { type CmsStaff, requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, formFields, validateForm } from "../cms-form.server.ts";
import { type Context, choicesFor, kindOf } from "./catalog.server.ts";

const m = defineMessages({
  merged: { id: "cms.catalog.merged", defaultMessage: "Merged {team} into this team." },
});

type Args = { request: Request; params: { kind?: string; id?: string }; context: Context };

const recordId = (id: string | undefined) => (id === "new" ? null : entityId(id));

/** A stored value as its form field shows it. */
const fieldText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Who is changing the catalogue, as the audit log records them. */
const editorOf = (staff: CmsStaff, context: Context) => ({
  actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
  ip: requestScopeOf(context).clientIp ?? null,
});

/**
 * The team page's merge panel: teams that look like this one, every team to pick from, and, once
 * one is picked (`?merge_from=` in the address), what merging it into this team would move.
 */
async function mergePanel(context: Context, teamId: number, url: URL) {
  const { sports } = requestScopeOf(context).services;
  const [duplicates, { teams = [] }] = await Promise.all([
    sports.possibleDuplicateTeams(teamId),
    sports.catalogOptions(["teams"]),
  ]);
  const others = teams.filter((team) => team.id !== teamId);
  const from = Number(url.searchParams.get("merge_from"));
  if (!Number.isSafeInteger(from) || from < 1 || from > 2_147_483_647) {
    return { duplicates, others, preview: null, mergeError: null };
  }
  try {
    return { duplicates, others, preview: await sports.teamMergePreview(from, teamId), mergeError: null };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return { duplicates, others, preview: null, mergeError: error.message };
  }
}

/** A record's form (or an empty one under /new), with the choices its selects offer. */
export async function catalogEditLoader({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "cms");
  const { plural, spec } = kindOf(context, params.kind);
  const id = recordId(params.id);
  const url = new URL(request.url);
  const record =
    id === null ? null : await requestScopeOf(context).services.sports.getCatalogRecord(plural, id);
  const t = staffTranslator(context);
  if (id !== null && !record) throw data(t(spec.words.noSuch), { status: 404 });
  // A new record may start from the address, e.g. a player for /cms/players/new?team_id=5.
  const values = Object.fromEntries(
    spec.fields.map((field) => [
      field.name,
      record ? fieldText(record[field.name]) : (url.searchParams.get(field.name) ?? ""),
    ]),
  );
  if (spec.localNames && record) Object.assign(values, localNameValues(record.local_names));
  return {
    plural,
    id,
    name: record ? fieldText(record[spec.nameField]) : null,
    version: record?.version ?? null,
    values,
    createKey: id === null ? randomUUID() : null,
    canEdit: staff.scopes.includes("matches:write"),
    choices: await choicesFor(context, plural),
    notice: url.searchParams.get("saved")
      ? t(spec.words.saved)
      : url.searchParams.get("merged")
        ? t(m.merged, { team: url.searchParams.get("merged") ?? "" })
        : null,
    merge: plural === "teams" && id !== null && record ? await mergePanel(context, id, url) : null,
  };
}

/** A record's stored names in other languages as their form fields show them. */
function localNameValues(stored: unknown): Record<string, string> {
  const names = (stored ?? {}) as Record<string, { name?: string; short_name?: string }>;
  return Object.fromEntries(
    NAMED_LOCALES.flatMap((locale) => [
      [localNameField(locale, "name"), names[locale]?.name ?? ""],
      [localNameField(locale, "short_name"), names[locale]?.short_name ?? ""],
    ]),
  );
}

/**
 * The form's names in other languages, every language given: the form shows them all, so an
 * emptied field removes that language's name.
 */
function localNamesOf(form: FormData, spec: LocalNamesSpec) {
  const text = (field: string) => String(form.get(field) ?? "");
  return Object.fromEntries(
    NAMED_LOCALES.map((locale) => [
      locale,
      {
        name: text(localNameField(locale, "name")),
        ...(spec.shortName ? { short_name: text(localNameField(locale, "short_name")) } : {}),
      },
    ]),
  );
}

const kindsOf = (fields: FieldSpec[]) => Object.fromEntries(fields.map((field) => [field.name, field.kind]));

/** What was typed, as the form shows it, so a refused save renders with it even without scripts. */
const typedValues = (form: FormData, spec: KindSpec) =>
  Object.fromEntries([
    ...spec.fields.map((field) => [
      field.name,
      field.kind === "boolean" ? String(form.has(field.name)) : String(form.get(field.name) ?? ""),
    ]),
    ...(spec.localNames
      ? localNameFields(spec.localNames).map((name) => [name, String(form.get(name) ?? "")])
      : []),
  ]);

/** Saves the form (create once, or edit the version shown) or merges a duplicate team; every write is audited. */
export async function catalogEditAction({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const { plural, spec, editor } = kindOf(context, params.kind);
  const id = recordId(params.id);
  const form = await readForm(request);
  const { sports } = requestScopeOf(context).services;
  const who = editorOf(staff, context);
  try {
    if (form.get("intent") === "merge" && plural === "teams" && id !== null) {
      const outcome = await sports.mergeTeamRecords(who, {
        duplicateId: Number(form.get("duplicate_id")),
        intoId: id,
        base: Number(form.get("version")),
      });
      return redirect(`/cms/teams/${id}?merged=${encodeURIComponent(outcome.duplicate.name)}`);
    }
    // The form holds every field, so it is checked as a whole record, with the API's create schema.
    const checked = validateForm(
      editor.schemas.create,
      {
        ...formFields(form, kindsOf(spec.fields)),
        ...(spec.localNames ? { local_names: localNamesOf(form, spec.localNames) } : {}),
      },
      staffTranslator(context),
    );
    if (!checked.ok) return data({ ...checked.failure, values: typedValues(form, spec) }, { status: 400 });
    if (id === null) {
      const { location } = await createOnce(
        context,
        { scope: `cms-${plural}-form`, staffId: staff.auth.user.id, form, keyField: "create_key" },
        async () => {
          const created = await sports.createCatalogRecord(who, plural, checked.value);
          return { location: `/cms/${plural}/${created.id}?saved=1` };
        },
      );
      return redirect(location);
    }
    await sports.updateCatalogRecord(who, plural, {
      id,
      base: Number(form.get("version")),
      patch: checked.value,
    });
    return redirect(`/cms/${plural}/${id}?saved=1`);
  } catch (error) {
    const merging = form.get("intent") === "merge";
    const failure = {
      ...failureOf(error),
      ...(merging ? {} : { values: typedValues(form, spec) }),
    };
    return data(failure, { status: refusalStatus(error) });
  }
}
