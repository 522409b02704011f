import { type ReactNode, useId, useRef } from "react";
import { useNavigation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  cancel: {
    id: "form.confirm.cancel",
    defaultMessage: "Cancel",
    description: "Closes a confirmation dialog and keeps things as they are",
  },
});

const tones = {
  primary: "bg-accent text-accent-fg hover:opacity-90",
  plain: "border border-line hover:bg-raised",
  // Its own surface, so the red text keeps its contrast on a tinted warning panel.
  danger: "border border-live bg-surface text-live hover:bg-live hover:text-live-fg",
};

/** What a destructive button asks before it submits: what happens, and the word for doing it. */
export type Confirmation = { title: string; message: string; action: string };

export function SubmitButton({
  children,
  name,
  value,
  tone = "primary",
  confirm,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: "primary" | "plain" | "danger";
  /** Asks first, in a dialog; the form is sent only once the person confirms. */
  confirm?: Confirmation;
}) {
  const busy = useNavigation().state === "submitting";
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const t = useT();
  const look = tones[tone];
  const shape = "w-full rounded-lg px-4 py-2 text-sm font-semibold transition disabled:opacity-60 sm:w-auto";
  return (
    <>
      <button
        ref={button}
        type="submit"
        name={name}
        value={value}
        disabled={busy}
        onClick={(event) => {
          if (!confirm) return;
          // The confirmed submit goes through requestSubmit, which is not a click: only this asks.
          event.preventDefault();
          dialog.current?.showModal();
        }}
        className={`${shape} ${look}`}
      >
        {children}
      </button>
      {confirm ? (
        <dialog
          ref={dialog}
          role="alertdialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-fg shadow-lg backdrop:bg-black/40"
        >
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {confirm.title}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm text-muted">
            {confirm.message}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {/* First, so the opened dialog focuses it and Enter keeps things as they are. */}
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className={`${shape} ${tones.plain}`}
            >
              {t(m.cancel)}
            </button>
            <button
              type="button"
              onClick={() => {
                dialog.current?.close();
                const submitter = button.current;
                submitter?.form?.requestSubmit(submitter);
              }}
              className={`${shape} ${tones[tone]}`}
            >
              {confirm.action}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
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

/** Whether a form's latest answer was a refusal (a failure, or any answer carrying an `error`). */
const refused = (answer: unknown) =>
  typeof answer === "object" && answer !== null && Boolean((answer as { error?: unknown }).error);

/**
 * A success note. Given the form's latest answer as `after`, a refusal hides it, so an earlier
 * "Saved." never stands beside the error of the next attempt.
 */
export function FormNotice({ message, after }: { message?: string | null; after?: unknown }) {
  if (!message || refused(after)) return null;
  return (
    <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
      {message}
    </p>
  );
}
