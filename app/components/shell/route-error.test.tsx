import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
  useRouteError,
} from "react-router";
import { describe, expect, it } from "vitest";
import { named, optionalNumericId, validate } from "../../lib/middleware.ts";
import { ErrorPage } from "./error-page.tsx";
import { describeRouteError } from "./route-error.ts";

function RootErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError(), false);
  return <ErrorPage status={status} message={message} />;
}

/** Runs a request through React Router the way a document request is served. */
async function serve(routes: RouteObject[], url: string) {
  const handler = createStaticHandler(routes);
  const request = new Request(url);
  const context = await handler.query(request, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      const router = createStaticRouter(handler.dataRoutes, result);
      const html = renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />);
      return new Response(html, { status: result.statusCode });
    },
  });
  if (!(context instanceof Response)) throw new Error("expected a response");
  return { status: context.status, html: await context.text() };
}

function MatchPage() {
  return <h1>Match</h1>;
}

// Framework routes type their middleware by response; the data router accepts any.
const asRouteMiddleware = (middleware: unknown) => middleware as RouteObject["middleware"];

const page = (extra: Partial<RouteObject>): RouteObject[] => [
  {
    id: "root",
    path: "/",
    ErrorBoundary: RootErrorBoundary,
    children: [{ id: "page", path: "match/:id?", loader: () => null, Component: MatchPage, ...extra }],
  },
];

describe("error page", () => {
  it("names a middleware that does not exist, with status 500", async () => {
    const { status, html } = await serve(
      page({ middleware: asRouteMiddleware(named("nope")) }),
      "http://localhost/match",
    );
    expect(status).toBe(500);
    expect(html).toContain("Unknown middleware nope");
    expect(html).toContain('href="/"');
  });

  it("answers 404 when page validation says no", async () => {
    const routes = page({ middleware: asRouteMiddleware(validate(optionalNumericId())) });
    const { status, html } = await serve(routes, "http://localhost/match/abc");
    expect(status).toBe(404);
    expect(html).toContain("This page could not be found");

    // Past what the database's integer ids hold, an id names nothing rather than failing the query.
    expect((await serve(routes, "http://localhost/match/2147483648")).status).toBe(404);
    expect((await serve(routes, "http://localhost/match/2147483647")).status).toBe(200);

    const fine = await serve(routes, "http://localhost/match/12");
    expect(fine.status).toBe(200);
    expect(fine.html).toContain("<h1>Match</h1>");
  });

  it("keeps the details of unexpected errors private outside development", () => {
    expect(describeRouteError(new Error("secret connection string"), false)).toEqual({
      status: 500,
      message: "Something went wrong on our side.",
    });
    expect(describeRouteError(new Error("boom"), true)).toEqual({ status: 500, message: "boom" });
  });
});
