import { useActionData, useLoaderData } from "react-router";
import { NewRecordForm } from "../../../components/cms/new-record-form.tsx";
import { PostFields } from "../../../components/cms/post-fields.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/post-new";
import { newPostAction, newPostLoader } from "./post-new.server.ts";

const m = defineMessages({
  title: { id: "cms.post-new.title", defaultMessage: "New post" },
  save: { id: "cms.post-new.save", defaultMessage: "Save post" },
  back: { id: "cms.post-new.back", defaultMessage: "Back to posts" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => newPostLoader(args);
export const action = (args: Route.ActionArgs) => newPostAction(args);

export default function CmsNewPostPage() {
  const { values, links, formKey, timeZone, covers } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  return (
    <NewRecordForm
      title={t(m.title)}
      timeZone={timeZone}
      failure={failure}
      formKey={formKey}
      submitLabel={t(m.save)}
      back={{ to: "/cms/posts", label: t(m.back) }}
      wrapActions
    >
      <PostFields values={values} links={links} failure={failure} covers={covers} />
    </NewRecordForm>
  );
}
