import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A form of one button that posts an intent about one record, named by the hidden fields; it works
 * without scripts. `label` is the button's full name where its words alone repeat down a list.
 */
export function IntentButton({
  intent,
  hidden,
  className,
  label,
  formClassName,
  children,
}: {
  intent: string;
  hidden: Record<string, string | number>;
  className: string;
  label?: string;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
