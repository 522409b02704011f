import { useSyncExternalStore } from "react";

export const TOAST_TYPES = ["success", "info", "warning", "error"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
/**
 * What a toast says: a text, or the way to say it, asked each time the toast is drawn, so a toast
 * raised before the rest of the page's language has come is drawn again in it when it comes.
 */
export type ToastText = string | (() => string);
export type Toast = { id: number; type: ToastType; message: ToastText };

/** Spec timings and layout. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_TOP_OFFSET_PX = 20;
export const TOAST_GAP_PX = 16;
/** More than this at once is noise: the oldest make way. */
const MAX_TOASTS = 4;

const NONE: readonly Toast[] = [];
let current: readonly Toast[] = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  current = next;
  for (const listener of listeners) listener();
}

function show(message: ToastText, type: ToastType = "info"): number {
  lastId += 1;
  publish([...current, { id: lastId, type, message }].slice(-MAX_TOASTS));
  return lastId;
}

export function dismissToast(id: number): void {
  if (current.some((toast) => toast.id === id)) publish(current.filter((toast) => toast.id !== id));
}

/**
 * Short messages at the top of the screen, from anywhere in the browser:
 * `toast("Saved")` (info), `toast.success(…)`, `toast.warning(…)`, `toast.error(…)`.
 */
export const toast = Object.assign(show, {
  success: (message: ToastText) => show(message, "success"),
  info: (message: ToastText) => show(message, "info"),
  warning: (message: ToastText) => show(message, "warning"),
  error: (message: ToastText) => show(message, "error"),
  dismiss: dismissToast,
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first; none while rendering on the server. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}
