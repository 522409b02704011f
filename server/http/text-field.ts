import { z } from "@hono/zod-openapi";
import { labelled } from "./field-messages.ts";

/**
 * A text field as the API takes it: trimmed and at most `max` characters. With a `label` (the
 * name the form shows, "team name") it is required, and a blank one reads "Enter a team name".
 */
export function textField(max: number, label?: string) {
  const trimmed = z.string().trim();
  return label === undefined ? trimmed.max(max) : labelled(trimmed, label).min(1).max(max);
}
