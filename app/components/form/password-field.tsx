import { type ComponentProps, useState } from "react";
import { TextField } from "./text-field.tsx";

/** A password input with a show/hide toggle (docs/product.md: Form controls). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          className="rounded-md px-2 py-1 text-xs font-semibold text-muted hover:bg-raised hover:text-fg"
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
