import { type DashboardFigure, type FigureServices, readDashboard } from "./dashboard.ts";
import { SINCE, sinceInstant } from "./since.ts";
import { readTrends, TREND_DAYS, type Trend, type TrendServices } from "./trends.ts";

/**
 * The admin dashboard's figures and trends, as its page reaches them through `services.dashboard`:
 * built over the services they count from, so a page passes only what belongs to its request.
 */
export function createDashboardFacade(services: FigureServices & TrendServices) {
  return {
    /** The figures these scopes may open, as they stand at `now` in `timeZone`. */
    readDashboard: (
      context: { timeZone: string; now: Date },
      scopes: readonly string[],
    ): Promise<DashboardFigure[]> => readDashboard({ ...context, services }, scopes),
    /** The trends these scopes may read over the last `days` days up to `now` in `timeZone`. */
    readTrends: (
      context: { timeZone: string; now: Date; days: number },
      scopes: readonly string[],
    ): Promise<Trend[]> => readTrends({ ...context, services }, scopes),
    TREND_DAYS,
    SINCE,
    sinceInstant,
  };
}

export type DashboardFacade = ReturnType<typeof createDashboardFacade>;
