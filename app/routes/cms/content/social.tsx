import { Form, useActionData, useLoaderData } from "react-router";
import { fieldError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { SocialIcon } from "../../../components/social/social-icons.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/social";
import { socialAction, socialLoader } from "./social.server.ts";

const m = defineMessages({
  title: { id: "cms.social.title", defaultMessage: "Social accounts" },
  subtitle: {
    id: "cms.social.subtitle",
    defaultMessage: "Shown in the site's footer and beside the share buttons.",
  },
  save: { id: "cms.social.save", defaultMessage: "Save accounts" },
});

/** A web address's start, the same in every language. */
const HTTPS = "https://";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);
export const loader = (args: Route.LoaderArgs) => socialLoader(args);
export const action = (args: Route.ActionArgs) => socialAction(args);

const input = "w-full rounded border border-line bg-surface px-2 py-1";

/** The site's own accounts, shown in the footer and the share panel; empty fields are left out. */
export default function CmsSocialPage() {
  const { networks, version, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="mb-4 grid gap-2">
        <FormNotice message={notice} after={result} />
        <FormError message={result?.error?.message} />
      </div>
      <Form method="post" className="grid max-w-xl gap-3">
        <input type="hidden" name="version" value={version} />
        {networks.map(({ network, name, url }) => {
          const error = fieldError(result, network);
          return (
            <div key={network} className="grid gap-1 text-sm">
              <label htmlFor={`social-${network}`} className="flex items-center gap-2 font-medium">
                <SocialIcon name={network} className="h-4 w-4" /> {name}
              </label>
              <input
                id={`social-${network}`}
                name={network}
                type="url"
                inputMode="url"
                defaultValue={url}
                placeholder={HTTPS}
                maxLength={300}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `social-${network}-error` : undefined}
                className={input}
              />
              {error ? (
                <p id={`social-${network}-error`} className="text-red-800 dark:text-red-200">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div>
          <SubmitButton>{t(m.save)}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
