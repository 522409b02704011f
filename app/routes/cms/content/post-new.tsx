import { useActionData, useLoaderData } from "react-router";
import { NewRecordForm } from "../../../components/cms/new-record-form.tsx";
import { PostFields } from "../../../components/cms/post-fields.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/post-new";
import { newPostAction, newPostLoader } from "./post-new.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New post");

export const loader = (args: Route.LoaderArgs) => newPostLoader(args);
export const action = (args: Route.ActionArgs) => newPostAction(args);

export default function CmsNewPostPage() {
  const { values, links, formKey, timeZone, covers } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <NewRecordForm
      title="New post"
      timeZone={timeZone}
      failure={failure}
      formKey={formKey}
      submitLabel="Save post"
      back={{ to: "/cms/posts", label: "Back to posts" }}
      wrapActions
    >
      <PostFields values={values} links={links} failure={failure} covers={covers} />
    </NewRecordForm>
  );
}
