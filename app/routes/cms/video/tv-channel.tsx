import { Form, Link, useActionData, useLoaderData } from "react-router";
import { DateTimeField } from "../../../components/cms/datetime-field.tsx";
import { StaffFailure, StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { kickoffTime, shiftIsoDate, shortDay } from "../../../lib/time.ts";
import type { Route } from "./+types/tv-channel";
import { tvChannelAction, tvChannelLoader } from "./tv-channel.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.channel.name ?? "Channel");

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
  return (
    <>
      <PageHeader
        title={channel.name}
        subtitle={`Channel ${channel.number} · guide id ${channel.xmltv_id}`}
        actions={
          <Link to="/cms/tv" className="text-sm underline">
            All channels
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
          Settings
        </h2>
        <Form method="post" {...guard.formProps} className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-channel" />
          <input type="hidden" name="version" value={channel.version} />
          <TextField
            label="Name"
            name="name"
            defaultValue={channel.name}
            required
            maxLength={200}
            error={channelErrors.name}
          />
          <TextField
            label="Number"
            name="number"
            defaultValue={channel.number}
            inputMode="numeric"
            maxLength={4}
            error={channelErrors.number}
          />
          <TextField
            label="Logo address"
            name="logo_url"
            defaultValue={channel.logo_url ?? ""}
            maxLength={1000}
            error={channelErrors.logo_url}
            hint="A path on this site, or an address on the image host; other sites' images are not shown."
          />
          <TextField
            label="Guide source address"
            name="guide_source_url"
            defaultValue={channel.guide_source_url ?? ""}
            maxLength={1000}
            error={channelErrors.guide_source_url}
            hint="An XMLTV file fetched every hour; leave empty for uploads only."
          />
          <div>
            <SubmitButton>Save channel</SubmitButton>
          </div>
        </Form>
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <input type="hidden" name="intent" value="import-now" />
          <SubmitButton tone="plain">Import now</SubmitButton>
          <span className="text-muted">
            {fetch
              ? fetch.ok
                ? `Last fetch: ${fetch.programmes} programmes, ${fetch.linked} linked to matches.`
                : `Last fetch failed: ${fetch.error}`
              : "Not fetched yet."}
          </span>
        </Form>
      </section>

      <section aria-labelledby="programmes-heading" className="mb-6">
        <h2 id="programmes-heading" className="mb-2 text-lg font-semibold">
          Programmes on {shortDay(page.date)}
        </h2>
        <nav aria-label="Days" className="mb-2 flex gap-3 text-sm">
          <Link to={`?date=${shiftIsoDate(page.date, -1)}`} className="underline">
            Previous day
          </Link>
          <Link to={`?date=${shiftIsoDate(page.date, 1)}`} className="underline">
            Next day
          </Link>
        </nav>
        {page.programmes.length === 0 ? (
          <p className="text-sm text-muted">No programmes start on this day.</p>
        ) : (
          <ul
            aria-label="Programmes"
            className="divide-y divide-line rounded-2xl border border-line bg-surface text-sm"
          >
            {page.programmes.map((programme) => (
              <li key={programme.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="w-28 text-muted">
                  {kickoffTime(programme.starts_at, page.timeZone)}–
                  {kickoffTime(programme.ends_at, page.timeZone)}
                </span>
                <span className="grow font-medium">
                  {programme.title}
                  {programme.match_id ? ` · match ${programme.match_id}` : ""}
                  {programme.source === "manual" ? " · typed in" : ""}
                </span>
                <Link to={`?date=${page.date}&edit=${programme.id}#programme-form`} className="underline">
                  Edit<span className="sr-only"> {programme.title}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-programme" />
                  <input type="hidden" name="programme" value={programme.id} />
                  <input type="hidden" name="version" value={programme.version} />
                  <button type="submit" className="text-live underline">
                    Move to the bin<span className="sr-only"> {programme.title}</span>
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
          {editing ? `Edit “${editing.title}”` : "Add a programme"}
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
              ["Starts", "starts_at", page.start],
              ["Ends", "ends_at", page.end],
            ] as const
          ).map(([label, name, at]) => (
            <DateTimeField
              key={name}
              label={label}
              name={name}
              defaultValue={at.value}
              defaultOffset={at.offset}
              required
              error={programmeErrors[name]}
            />
          ))}
          <TextField
            label="Title"
            name="title"
            defaultValue={editing?.title ?? ""}
            required
            maxLength={500}
            error={programmeErrors.title}
          />
          <TextField
            label="Subtitle"
            name="subtitle"
            defaultValue={editing?.subtitle ?? ""}
            maxLength={500}
          />
          <TextField
            label="Description"
            name="description"
            defaultValue={editing?.description ?? ""}
            maxLength={5000}
          />
          <TextField
            label="Category"
            name="category"
            defaultValue={editing?.category ?? ""}
            maxLength={200}
          />
          <TextField
            label="Match id"
            name="match_id"
            defaultValue={editing?.match_id ?? ""}
            inputMode="numeric"
            maxLength={10}
            error={programmeErrors.match_id}
            hint="Leave empty to find the match from the title."
          />
          {failure?.error.code === "programme-overlaps" ? (
            <label className="flex items-start gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="replace_overlapping" className="mt-1 h-4 w-4" />
              <span>Replace what these times overlap on this channel (it leaves the guide for the bin)</span>
            </label>
          ) : null}
          <div className="flex items-end gap-3">
            <SubmitButton>{editing ? "Save programme" : "Add programme"}</SubmitButton>
            {editing ? (
              <Link to={`?date=${page.date}`} className="text-sm underline">
                Cancel
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </>
  );
}
