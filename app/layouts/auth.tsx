import { Link, Outlet } from "react-router";
import { Brand } from "../components/shell/brand.tsx";
import { ThemeToggle } from "../components/shell/theme-toggle.tsx";

/** Sign-in screens: no distractions, one card centred on the page. */
export default function AuthLayout() {
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
            ← Back to scores
          </Link>
        </p>
      </main>
    </div>
  );
}
