import type { ReactNode } from "react";

/** A field's label above it, as every form draws it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium">
      {children}
    </label>
  );
}

/**
 * Under a field: its error once refused (announced), else its hint, under the ids the field names
 * in aria-describedby (`<id>-error`, `<id>-hint`). `sized: false` leaves the text size to a wrapper.
 */
export function FieldNote({
  id,
  error,
  hint,
  sized = true,
}: {
  id: string;
  error: string | null | undefined;
  hint?: ReactNode;
  sized?: boolean;
}) {
  const size = sized ? "text-xs " : "";
  if (error)
    return (
      <p id={`${id}-error`} className={`${size}text-live`} role="alert">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className={`${size}text-muted`}>
        {hint}
      </p>
    );
  return null;
}
