import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export type Metrics = {
  registry: Registry;
  requests: Histogram<"method" | "route" | "status">;
  errors: Counter<"code">;
  /** 1 while a part the server depends on answers (database, redis), 0 while it is away. */
  partsUp: Gauge<"part">;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request duration by method, route and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    errors: new Counter({
      name: "http_errors_total",
      help: "Errors answered to clients, by error code",
      labelNames: ["code"],
      registers: [registry],
    }),
    partsUp: new Gauge({
      name: "goalline_part_up",
      help: "Whether a part the server depends on answers (1) or not (0), by part",
      labelNames: ["part"],
      registers: [registry],
    }),
  };
}

export function measureRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const stop = metrics.requests.startTimer();
    await next();
    // Page routes collapse into one label so unmatched URLs cannot explode cardinality.
    const route = routePath(c);
    stop({ method: c.req.method, route: route === "*" ? "page" : route, status: c.res.status });
  };
}
