import type { ComponentProps, ReactNode } from "react";
import { Form, Link } from "react-router";
import { MovieFields } from "../../../components/cms/movie-fields.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";

const m = defineMessages({
  movies: { id: "cms.movie-form.movies", defaultMessage: "Movies" },
});

/**
 * A film's page in the admin area, new or stored: back to the library, what the last save did, the
 * film's fields with the one hidden value the save needs (its form key or version), and anything
 * after the form (`children`), guarded against leaving unsaved.
 */
export function MovieForm({
  title,
  result,
  hidden,
  formKey,
  submitLabel,
  fields,
  children,
}: {
  title: string;
  result:
    | {
        done?: string | null;
        failure?: { error: { message: string }; fields?: Record<string, string> } | null;
      }
    | undefined;
  hidden: { name: string; value: string | number };
  /** A new version starts the fields again from the stored film. */
  formKey?: number;
  submitLabel: string;
  fields: Omit<ComponentProps<typeof MovieFields>, "errors">;
  children?: ReactNode;
}) {
  const guard = useUnsavedChanges();
  const t = useT();
  return (
    <section className="max-w-2xl space-y-4">
      <p className="text-sm">
        <Link to="/cms/movies" className="underline">
          {t(m.movies)}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {result?.done ? <p role="status">{result.done}</p> : null}
      {result?.failure ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {result.failure.error.message}
        </p>
      ) : null}
      <Form method="post" key={formKey} className="space-y-3" {...guard.formProps}>
        <input type="hidden" name={hidden.name} value={hidden.value} />
        <MovieFields {...fields} errors={result?.failure?.fields ?? {}} />
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg">
          {submitLabel}
        </button>
      </Form>
      {children}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </section>
  );
}
