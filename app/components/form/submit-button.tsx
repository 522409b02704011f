import type { ReactNode } from "react";
import { useNavigation } from "react-router";

export function SubmitButton({
  children,
  name,
  value,
  tone = "primary",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: "primary" | "plain" | "danger";
}) {
  const busy = useNavigation().state === "submitting";
  const look = {
    primary: "bg-accent text-accent-fg hover:opacity-90",
    plain: "border border-line hover:bg-raised",
    // Its own surface, so the red text keeps its contrast on a tinted warning panel.
    danger: "border border-live bg-surface text-live hover:bg-live hover:text-live-fg",
  }[tone];
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`w-full rounded-lg px-4 py-2 text-sm font-semibold transition disabled:opacity-60 sm:w-auto ${look}`}
    >
      {children}
    </button>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  // A faint tint: red text keeps 4.5:1 on it over the page's own background too.
  return (
    <p role="alert" className="rounded-lg border border-live/40 bg-live/5 px-3 py-2 text-sm text-live">
      {message}
    </p>
  );
}

export function FormNotice({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
      {message}
    </p>
  );
}
