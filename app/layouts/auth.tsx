import { Link, Outlet } from "react-router";
import { Brand } from "../components/shell/brand.tsx";
import { ThemeToggle } from "../components/shell/theme-toggle.tsx";
import { defineMessages, useT } from "../lib/i18n.tsx";

const m = defineMessages({
  back: {
    id: "auth.layout.back",
    defaultMessage: "Back to scores",
    description: "Under the sign-in screens' card: the way back to the site",
  },
});

/** Sign-in screens: no distractions, one card centred on the page. */
export default function AuthLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-14 w-full max-w-md items-center justify-between px-4">
        <Brand />
        <ThemeToggle />
      </header>
      <main id="main" className="page-enter mx-auto w-full max-w-md flex-1 px-4 pb-16 pt-6">
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
          <Outlet />
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/" className="hover:text-fg">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{" "}
            {t(m.back)}
          </Link>
        </p>
      </main>
    </div>
  );
}
