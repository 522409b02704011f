/** Spec: load analytics 1 s after the page has loaded, or on the first sign of a person, whichever is first. */
export const ANALYTICS_DELAY_MS = 1000;
const FIRST_INTERACTIONS = ["scroll", "mousemove", "touchstart"] as const;

type Clock = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
};

/**
 * Calls `load` exactly once when the first trigger fires. `win` is the window
 * (events: load, scroll, mousemove, touchstart); `loaded` says whether the
 * document's load event has already happened. Returns a cancel function.
 */
export function scheduleAnalytics(
  load: () => void,
  { win, loaded, clock }: { win: EventTarget; loaded: boolean; clock: Clock },
): () => void {
  let timer: unknown;
  let done = false;
  const listen = { passive: true, capture: true } as const;

  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    win.removeEventListener("load", startTimer);
    for (const type of FIRST_INTERACTIONS) win.removeEventListener(type, fire, listen);
  };
  function fire() {
    if (done) return;
    done = true;
    cancel();
    load();
  }
  function startTimer() {
    timer = clock.setTimeout(fire, ANALYTICS_DELAY_MS);
  }

  for (const type of FIRST_INTERACTIONS) win.addEventListener(type, fire, listen);
  if (loaded) startTimer();
  else win.addEventListener("load", startTimer, { once: true });
  return cancel;
}

/** Adds the analytics script with this page's CSP nonce (read from a script the server marked). */
export function injectAnalyticsScript(src: string): void {
  if (document.querySelector(`script[data-analytics]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.analytics = "";
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
