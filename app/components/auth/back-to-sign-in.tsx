import type { ReactNode } from "react";
import { Link } from "react-router";

/** The line under an account form that leads back to the sign-in page. */
export function BackToSignIn({ children = "Back to sign in" }: { children?: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      <Link to="/login" className="hover:text-fg">
        {children}
      </Link>
    </p>
  );
}
