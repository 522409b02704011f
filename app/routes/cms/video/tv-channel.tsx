import { Form, Link, useActionData, useLoaderData } from "react-router";
import { DateTimeField } from "../../../components/cms/datetime-field.tsx";
import { StaffFailure, StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { kickoffTime, shiftIsoDate } from "../../../lib/time.ts";
import { useDates } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/tv-channel";
import { tvChannelAction, tvChannelLoader } from "./tv-channel.server.ts";

const m = defineMessages({
  channel: { id: "cms.tv-channel.channel", defaultMessage: "Channel" },
  subtitle: { id: "cms.tv-channel.subtitle", defaultMessage: "Channel {number} · guide id {id}" },
  all: { id: "cms.tv-channel.all", defaultMessage: "All channels" },
  settings: { id: "cms.tv-channel.settings", defaultMessage: "Settings" },
  name: { id: "cms.tv-channel.name", defaultMessage: "Name" },
  number: { id: "cms.tv-channel.number", defaultMessage: "Number" },
  logo: { id: "cms.tv-channel.logo", defaultMessage: "Logo address" },
  logoHint: {
    id: "cms.tv-channel.logo-hint",
    defaultMessage:
      "A path on this site, or an address on the image host; other sites' images are not shown.",
  },
  source: { id: "cms.tv-channel.source", defaultMessage: "Guide source address" },
  sourceHint: {
    id: "cms.tv-channel.source-hint",
    defaultMessage: "An XMLTV file fetched every hour; leave empty for uploads only.",
  },
  save: { id: "cms.tv-channel.save", defaultMessage: "Save channel" },
  importNow: { id: "cms.tv-channel.import-now", defaultMessage: "Import now" },
  lastFetch: {
    id: "cms.tv-channel.last-fetch",
    defaultMessage: "Last fetch: {programmes} programmes, {linked} linked to matches.",
  },
  fetchFailed: { id: "cms.tv-channel.fetch-failed", defaultMessage: "Last fetch failed: {error}" },
  notFetched: { id: "cms.tv-channel.not-fetched", defaultMessage: "Not fetched yet." },
  programmesOn: { id: "cms.tv-channel.programmes-on", defaultMessage: "Programmes on {day}" },
  days: { id: "cms.tv-channel.days", defaultMessage: "Days" },
  previousDay: { id: "cms.tv-channel.previous-day", defaultMessage: "Previous day" },
  nextDay: { id: "cms.tv-channel.next-day", defaultMessage: "Next day" },
  noProgrammes: { id: "cms.tv-channel.no-programmes", defaultMessage: "No programmes start on this day." },
  programmes: { id: "cms.tv-channel.programmes", defaultMessage: "Programmes" },
  matchNumber: { id: "cms.tv-channel.match-number", defaultMessage: "match {id}" },
  typedIn: { id: "cms.tv-channel.typed-in", defaultMessage: "typed in" },
  edit: { id: "cms.tv-channel.edit", defaultMessage: "Edit" },
  toBin: { id: "cms.tv-channel.to-bin", defaultMessage: "Move to the bin" },
  editTitle: { id: "cms.tv-channel.edit-title", defaultMessage: "Edit “{title}”" },
  addProgramme: { id: "cms.tv-channel.add-programme", defaultMessage: "Add a programme" },
  starts: { id: "cms.tv-channel.starts", defaultMessage: "Starts" },
  ends: { id: "cms.tv-channel.ends", defaultMessage: "Ends" },
  title: { id: "cms.tv-channel.title", defaultMessage: "Title" },
  subtitleField: { id: "cms.tv-channel.subtitle-field", defaultMessage: "Subtitle" },
  description: { id: "cms.tv-channel.description", defaultMessage: "Description" },
  category: { id: "cms.tv-channel.category", defaultMessage: "Category" },
  matchId: { id: "cms.tv-channel.match-id", defaultMessage: "Match id" },
  matchIdHint: {
    id: "cms.tv-channel.match-id-hint",
    defaultMessage: "Leave empty to find the match from the title.",
  },
  replace: {
    id: "cms.tv-channel.replace",
    defaultMessage: "Replace what these times overlap on this channel (it leaves the guide for the bin)",
  },
  saveProgramme: { id: "cms.tv-channel.save-programme", defaultMessage: "Save programme" },
  addButton: { id: "cms.tv-channel.add-button", defaultMessage: "Add programme" },
  cancel: { id: "cms.tv-channel.cancel", defaultMessage: "Cancel" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.channel.name ?? m.channel);

export const loader = (args: Route.LoaderArgs) => tvChannelLoader(args);
export const action = (args: Route.ActionArgs) => tvChannelAction(args);

export default function CmsTvChannelPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { channel, editing } = page;
  const guard = useUnsavedChanges();
  const failure = result && "failure" in result ? result.failure : null;
  const fields = failure?.fields ?? {};
  const channelErrors = result?.intent === "save-channel" ? fields : {};
  const programmeErrors = result?.intent?.endsWith("-programme") ? fields : {};
  const fetch = channel.guide_fetch;
  const t = useT();
  const dates = useDates();
  return (
    <>
      <PageHeader
        title={channel.name}
        subtitle={t(m.subtitle, { number: channel.number, id: channel.xmltv_id })}
        actions={
          <Link to="/cms/tv" className="text-sm underline">
            {t(m.all)}
          </Link>
        }
      />
      <StaffNotice>{result && "done" in result ? result.done : null}</StaffNotice>
      <StaffFailure message={failure?.error.message} />
      <UnsavedChangesDialog blocker={guard.blocker} />
      <section
        aria-labelledby="settings-heading"
        className="mb-6 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="settings-heading" className="mb-2 text-lg font-semibold">
          {t(m.settings)}
        </h2>
        <Form method="post" {...guard.formProps} className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-channel" />
          <input type="hidden" name="version" value={channel.version} />
          <TextField
            label={t(m.name)}
            name="name"
            defaultValue={channel.name}
            required
            maxLength={200}
            error={channelErrors.name}
          />
          <TextField
            label={t(m.number)}
            name="number"
            defaultValue={channel.number}
            inputMode="numeric"
            maxLength={4}
            error={channelErrors.number}
          />
          <TextField
            label={t(m.logo)}
            name="logo_url"
            defaultValue={channel.logo_url ?? ""}
            maxLength={1000}
            error={channelErrors.logo_url}
            hint={t(m.logoHint)}
          />
          <TextField
            label={t(m.source)}
            name="guide_source_url"
            defaultValue={channel.guide_source_url ?? ""}
            maxLength={1000}
            error={channelErrors.guide_source_url}
            hint={t(m.sourceHint)}
          />
          <div>
            <SubmitButton>{t(m.save)}</SubmitButton>
          </div>
        </Form>
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <input type="hidden" name="intent" value="import-now" />
          <SubmitButton tone="plain">{t(m.importNow)}</SubmitButton>
          <span className="text-muted">
            {fetch
              ? fetch.ok
                ? t(m.lastFetch, { programmes: fetch.programmes, linked: fetch.linked })
                : t(m.fetchFailed, { error: fetch.error ?? "" })
              : t(m.notFetched)}
          </span>
        </Form>
      </section>

      <section aria-labelledby="programmes-heading" className="mb-6">
        <h2 id="programmes-heading" className="mb-2 text-lg font-semibold">
          {t(m.programmesOn, { day: dates.shortDay(page.date) })}
        </h2>
        <nav aria-label={t(m.days)} className="mb-2 flex gap-3 text-sm">
          <Link to={`?date=${shiftIsoDate(page.date, -1)}`} className="underline">
            {t(m.previousDay)}
          </Link>
          <Link to={`?date=${shiftIsoDate(page.date, 1)}`} className="underline">
            {t(m.nextDay)}
          </Link>
        </nav>
        {page.programmes.length === 0 ? (
          <p className="text-sm text-muted">{t(m.noProgrammes)}</p>
        ) : (
          <ul
            aria-label={t(m.programmes)}
            className="divide-y divide-line rounded-2xl border border-line bg-surface text-sm"
          >
            {page.programmes.map((programme) => (
              <li key={programme.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="w-28 text-muted">
                  {kickoffTime(programme.starts_at, page.timeZone, dates.locale)}–
                  {kickoffTime(programme.ends_at, page.timeZone, dates.locale)}
                </span>
                <span className="grow font-medium">
                  {programme.title}
                  {programme.match_id ? ` · ${t(m.matchNumber, { id: programme.match_id })}` : ""}
                  {programme.source === "manual" ? ` · ${t(m.typedIn)}` : ""}
                </span>
                <Link to={`?date=${page.date}&edit=${programme.id}#programme-form`} className="underline">
                  {t(m.edit)}
                  <span className="sr-only"> {programme.title}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-programme" />
                  <input type="hidden" name="programme" value={programme.id} />
                  <input type="hidden" name="version" value={programme.version} />
                  <button type="submit" className="text-live underline">
                    {t(m.toBin)}
                    <span className="sr-only"> {programme.title}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        id="programme-form"
        aria-labelledby="form-heading"
        className="rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="form-heading" className="mb-2 text-lg font-semibold">
          {editing ? t(m.editTitle, { title: editing.title }) : t(m.addProgramme)}
        </h2>
        <Form
          method="post"
          key={editing?.id ?? "new"}
          {...guard.formProps}
          className="grid gap-3 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value={editing ? "save-programme" : "add-programme"} />
          {editing ? (
            <>
              <input type="hidden" name="programme" value={editing.id} />
              <input type="hidden" name="version" value={editing.version} />
            </>
          ) : null}
          {(
            [
              [m.starts, "starts_at", page.start],
              [m.ends, "ends_at", page.end],
            ] as const
          ).map(([label, name, at]) => (
            <DateTimeField
              key={name}
              label={t(label)}
              name={name}
              defaultValue={at.value}
              defaultOffset={at.offset}
              required
              error={programmeErrors[name]}
            />
          ))}
          <TextField
            label={t(m.title)}
            name="title"
            defaultValue={editing?.title ?? ""}
            required
            maxLength={500}
            error={programmeErrors.title}
          />
          <TextField
            label={t(m.subtitleField)}
            name="subtitle"
            defaultValue={editing?.subtitle ?? ""}
            maxLength={500}
          />
          <TextField
            label={t(m.description)}
            name="description"
            defaultValue={editing?.description ?? ""}
            maxLength={5000}
          />
          <TextField
            label={t(m.category)}
            name="category"
            defaultValue={editing?.category ?? ""}
            maxLength={200}
          />
          <TextField
            label={t(m.matchId)}
            name="match_id"
            defaultValue={editing?.match_id ?? ""}
            inputMode="numeric"
            maxLength={10}
            error={programmeErrors.match_id}
            hint={t(m.matchIdHint)}
          />
          {failure?.error.code === "programme-overlaps" ? (
            <label className="flex items-start gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="replace_overlapping" className="mt-1 h-4 w-4" />
              <span>{t(m.replace)}</span>
            </label>
          ) : null}
          <div className="flex items-end gap-3">
            <SubmitButton>{t(editing ? m.saveProgramme : m.addButton)}</SubmitButton>
            {editing ? (
              <Link to={`?date=${page.date}`} className="text-sm underline">
                {t(m.cancel)}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </>
  );
}
