import { Form, Link, useActionData, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/tv";
import { tvChannelsAction, tvChannelsLoader } from "./tv.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "TV guide");

export const loader = (args: Route.LoaderArgs) => tvChannelsLoader(args);
export const action = (args: Route.ActionArgs) => tvChannelsAction(args);

const SUMMARY_LABELS = [
  ["channels", "Channels"],
  ["programmes", "Programmes stored"],
  ["linked", "Linked to matches"],
  ["skipped", "Skipped (malformed, repeated or clashing)"],
  ["ignored", "For unknown channels"],
  ["truncated", "Cut short by the next programme"],
] as const;

export default function CmsTvPage() {
  const { channels, formKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const upload = result?.intent === "upload" ? result : null;
  const created = result?.intent === "create" && "failure" in result ? result.failure : null;
  return (
    <>
      <PageHeader title="TV guide" subtitle="Channels, their guide sources and the XMLTV import" />
      <section aria-labelledby="channels-heading" className="mb-6">
        <h2 id="channels-heading" className="mb-2 text-lg font-semibold">
          Channels
        </h2>
        {channels.length === 0 ? (
          <EmptyState title="No channels yet" icon="tv">
            Upload a guide below or add a channel.
          </EmptyState>
        ) : (
          <StaffTable
            label="TV channels"
            labels={["No.", "Channel", "Guide source", "Last fetch"]}
            className="w-full text-left text-sm"
          >
            {channels.map((channel) => (
              <tr key={channel.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2">{channel.number}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link to={`/cms/tv/${channel.id}`} className="text-accent underline">
                    {channel.name}
                  </Link>
                  <span className="block text-xs font-normal text-muted">{channel.xmltv_id}</span>
                </th>
                <td className="max-w-64 truncate px-3 py-2">{channel.guide_source_url ?? "Uploads only"}</td>
                <td className="px-3 py-2">
                  {channel.guide_fetch
                    ? channel.guide_fetch.ok
                      ? `${channel.guide_fetch.programmes} programmes`
                      : `Failed: ${channel.guide_fetch.error}`
                    : "Never"}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>

      <section
        aria-labelledby="upload-heading"
        className="mb-6 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="upload-heading" className="mb-2 text-lg font-semibold">
          Upload an XMLTV guide
        </h2>
        <p className="mb-3 text-sm text-muted">
          Up to 20 MiB. New channels are added; each channel's imported programmes in the guide's time span
          are replaced, and programmes typed in here stay.
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="upload" />
          <label className="grid gap-1 text-sm font-medium">
            Guide file
            <input
              type="file"
              name="guide"
              required
              accept=".xml,application/xml,text/xml"
              className="rounded-lg border border-line bg-page px-3 py-2 text-sm"
            />
          </label>
          <SubmitButton>Import guide</SubmitButton>
        </Form>
        {upload && "error" in upload ? (
          <p role="alert" className="mt-3 text-sm text-live">
            {upload.error}
          </p>
        ) : null}
        {upload && "summary" in upload ? (
          <div role="status" className="mt-3 text-sm">
            <p className="font-semibold">Imported {upload.file}.</p>
            <dl aria-label="Import summary" className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {SUMMARY_LABELS.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd data-field={key}>{upload.summary[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="new-heading" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="new-heading" className="mb-2 text-lg font-semibold">
          Add a channel
        </h2>
        <Form method="post" className="grid gap-3 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="key" value={formKey} />
          <TextField label="Name" name="name" required maxLength={200} error={created?.fields.name} />
          <TextField
            label="Guide id"
            name="xmltv_id"
            required
            maxLength={200}
            error={created?.fields.xmltv_id}
            hint="The channel's id in XMLTV guides"
          />
          <TextField
            label="Number"
            name="number"
            inputMode="numeric"
            maxLength={4}
            error={created?.fields.number}
          />
          <SubmitButton>Add channel</SubmitButton>
        </Form>
      </section>
    </>
  );
}
