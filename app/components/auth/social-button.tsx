/** A plain link, not a form: the provider is another origin, which CSP's form-action does not allow. */
export function SocialButton({
  provider,
  apiPath,
  redirectTo,
}: {
  provider: string;
  apiPath: string;
  redirectTo: string;
}) {
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
      </div>
      <a
        href={`${apiPath}/auth/oidc/start?redirectTo=${encodeURIComponent(redirectTo)}`}
        className="block w-full rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold hover:bg-raised"
      >
        Continue with {provider}
      </a>
    </>
  );
}
