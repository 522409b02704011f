// The browser's React: Preact's compatibility layer, plus the one hook React Router asks for that
// it lacks. The server still renders with React; see docs/decisions/037-client-runtime.md.
import { useState } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router only sets the optimistic state inside a transition when `useTransitions` is on,
 * which Goalline never turns on; Preact renders transitions synchronously, so the optimistic
 * value is the passed-through value.
 */
export function useOptimistic(passthrough) {
  useState(0); // keeps the hook count React's version has, so state slots line up
  return [passthrough, () => {}];
}
