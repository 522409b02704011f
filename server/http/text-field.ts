import { z } from "@hono/zod-openapi";

/**
 * A text field as the API takes it: trimmed, at most `max` characters, and,
 * when `whenEmpty` is given, required, with that message for a field left blank.
 */
export function textField(max: number, whenEmpty?: string) {
  const trimmed = z.string().trim();
  return (whenEmpty === undefined ? trimmed : trimmed.min(1, whenEmpty)).max(
    max,
    `At most ${max} characters.`,
  );
}
