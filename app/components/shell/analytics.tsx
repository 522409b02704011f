import { useEffect } from "react";
import { injectAnalyticsScript, scheduleAnalytics } from "../../lib/analytics.ts";

/** Nothing at all unless ANALYTICS_SCRIPT_URL is set; then the script loads late, off the critical path. */
export function Analytics({ scriptUrl }: { scriptUrl: string | null }) {
  useEffect(() => {
    if (!scriptUrl) return;
    return scheduleAnalytics(() => injectAnalyticsScript(scriptUrl), {
      win: window,
      loaded: document.readyState === "complete",
      clock: {
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (id) => window.clearTimeout(id as number),
      },
    });
  }, [scriptUrl]);
  return null;
}
