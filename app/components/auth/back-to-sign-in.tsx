import type { ReactNode } from "react";
import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  back: { id: "auth.back-to-sign-in", defaultMessage: "Back to sign in" },
});

/** The line under an account form that leads back to the sign-in page. */
export function BackToSignIn({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <p className="mt-6 text-center text-sm text-muted">
      <Link to="/login" className="hover:text-fg">
        {children ?? t(m.back)}
      </Link>
    </p>
  );
}
