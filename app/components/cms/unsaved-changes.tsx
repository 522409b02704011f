import { useEffect, useRef, useState } from "react";
import { type Blocker, useBlocker, useNavigation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { carry } from "./cms-messages.ts";

const m = defineMessages({
  title: { id: "cms.unsaved.title", defaultMessage: "Leave without saving?" },
  text: { id: "cms.unsaved.text", defaultMessage: "Your changes on this page are not saved yet." },
  leave: { id: "cms.unsaved.leave", defaultMessage: "Leave" },
  stay: { id: "cms.unsaved.stay", defaultMessage: "Stay and keep editing" },
});

/**
 * Guards an edit form: once the operator has typed, leaving the page (a link,
 * back, closing the tab) asks first. Submitting the form itself is never blocked;
 * a submission the server refuses leaves the form dirty again.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);
  const navigation = useNavigation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    // The action answered without leaving the page (field errors, a conflict): still unsaved.
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return {
    dirty,
    blocker,
    /** Spread on the guarded <Form>. */
    formProps: {
      onInput: () => setDirty(true),
      onSubmit: () => {
        submitting.current = true;
      },
    },
    /** After a save the page stays: the form is clean again. */
    markSaved: () => setDirty(false),
  };
}

/**
 * The guard of a versioned record's form: a new version (saved, or reloaded after a conflict) means
 * the form shows the stored record again, so it is clean.
 */
export function useVersionedUnsavedChanges(version: number) {
  const guard = useUnsavedChanges();
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    guard.markSaved();
  });
  return guard;
}

/** Asks before leaving a form with unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const t = useT();
  carry(t, ...Object.values(m));
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked") stay.current?.focus();
  }, [blocker.state]);
  if (blocker.state !== "blocked") return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-text"
        className="w-full max-w-sm rounded-2xl border border-line bg-surface p-5 shadow-lg"
      >
        <h2 id="unsaved-title" className="text-base font-semibold">
          {t(m.title)}
        </h2>
        <p id="unsaved-text" className="mt-2 text-sm text-muted">
          {t(m.text)}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => blocker.proceed()}
            className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
          >
            {t(m.leave)}
          </button>
          <button
            ref={stay}
            type="button"
            onClick={() => blocker.reset()}
            className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-fg"
          >
            {t(m.stay)}
          </button>
        </div>
      </div>
    </div>
  );
}
