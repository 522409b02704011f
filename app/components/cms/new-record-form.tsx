import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { formError } from "../form/form-failure.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { StaffProblem, staffButton } from "./staff-notes.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

const m = defineMessages({
  zone: { id: "cms.form.zone", defaultMessage: "Times are in your zone, {zone}." },
});

/**
 * The page that creates one record: the refusal above the form, the form's one-time key (a second
 * submission creates nothing more), its fields, then create and back, guarded against leaving unsaved.
 */
export function NewRecordForm(props: {
  title: string;
  timeZone: string;
  failure: unknown;
  formKey: string;
  submitLabel: string;
  back: { to: string; label: string };
  /** The buttons may wrap onto two lines on a narrow screen. */
  wrapActions?: boolean;
  children: ReactNode;
}) {
  const guard = useUnsavedChanges();
  const t = useT();
  return (
    <>
      <PageHeader title={props.title} subtitle={t(m.zone, { zone: props.timeZone })} />
      <StaffProblem message={formError(props.failure)} />
      <Form method="post" className="grid gap-4" {...guard.formProps}>
        <input type="hidden" name="formKey" value={props.formKey} />
        {props.children}
        <div className={props.wrapActions ? "flex flex-wrap gap-3" : "flex gap-3"}>
          <button type="submit" className={staffButton.primary}>
            {props.submitLabel}
          </button>
          <Link to={props.back.to} className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
            {props.back.label}
          </Link>
        </div>
      </Form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
