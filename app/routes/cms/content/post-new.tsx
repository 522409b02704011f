import { Form, Link, useActionData, useLoaderData } from "react-router";
import { PostFields } from "../../../components/cms/post-fields.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { formError } from "../../../components/form/form-failure.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/post-new";
import { newPostAction, newPostLoader } from "./post-new.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New post");

export const loader = (args: Route.LoaderArgs) => newPostLoader(args);
export const action = (args: Route.ActionArgs) => newPostAction(args);

export default function CmsNewPostPage() {
  const { values, links, formKey, timeZone, covers } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const guard = useUnsavedChanges();
  const problem = formError(failure);
  return (
    <>
      <PageHeader title="New post" subtitle={`Times are in your zone, ${timeZone}.`} />
      {problem ? (
        <p role="alert" className="mb-3 rounded-lg border border-live px-3 py-2 text-sm">
          {problem}
        </p>
      ) : null}
      <Form method="post" className="grid gap-4" {...guard.formProps}>
        <input type="hidden" name="formKey" value={formKey} />
        <PostFields values={values} links={links} failure={failure} covers={covers} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
          >
            Save post
          </button>
          <Link to="/cms/posts" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
            Back to posts
          </Link>
        </div>
      </Form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
