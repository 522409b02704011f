import { data, type MiddlewareFunction, type Params, redirect } from "react-router";
import { localizedPath, splitLocalePath } from "../../shared/i18n/locales.ts";
import { viewerContext } from "./viewer.ts";

/**
 * Route middleware by name (docs/product.md: Pages and guards): a route lists the guards it needs, e.g.
 * `export const middleware = named("auth")`. Names are resolved when a request
 * runs, so a name that does not exist fails that page with a 500, not the build.
 */
type Guard = (args: Parameters<MiddlewareFunction>[0]) => void | Promise<void>;

const guards: Record<string, Guard> = {
  /** Sends visitors to /login, remembering where they wanted to go. */
  auth: ({ request, context }) => {
    if (context.get(viewerContext)) return;
    const url = new URL(request.url);
    // A middleware's redirect is not given the page's language prefix (a loader's is): it is added
    // here, and the page asked for is kept without it, as the sign-in page's own redirects expect.
    const { locale, path: page } = splitLocalePath(url.pathname);
    // Data requests carry a ".data" suffix; the visitor wanted the page itself.
    const path = page.replace(/\.data$/, "").replace(/\/_root$/, "/") + url.search;
    // The request's own path; the sign-in page checks it again before sending anyone there.
    throw redirect(localizedPath(locale, `/login?redirectTo=${encodeURIComponent(path)}`));
  },
  /** Signed-in users have no business on guest-only pages (login, register); guest accounts may upgrade there. */
  guest: ({ request, context }) => {
    const viewer = context.get(viewerContext);
    if (viewer && !viewer.guest)
      throw redirect(localizedPath(splitLocalePath(new URL(request.url).pathname).locale, "/"));
  },
};

export function unknownMiddleware(name: string) {
  return data(`Unknown middleware ${name}`, { status: 500 });
}

export function named(...names: string[]): MiddlewareFunction<Response>[] {
  return [
    async (args, next) => {
      for (const name of names) {
        const guard = guards[name];
        if (!guard) throw unknownMiddleware(name);
        await guard(args);
      }
      return next();
    },
  ];
}

/** Page validation (docs/product.md: Pages and guards): a false answer shows the 404 page. */
export function validate(check: (params: Params) => boolean): MiddlewareFunction<Response>[] {
  return [
    async ({ params }, next) => {
      if (!check(params)) throw pageNotFound();
      return next();
    },
  ];
}

export const NOT_FOUND_MESSAGE = "This page could not be found";

export function pageNotFound() {
  return data(NOT_FOUND_MESSAGE, { status: 404 });
}

/** The largest id a database integer column holds; a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** Optional numeric id: absent is fine (the list view), present must be a positive integer the database can hold. */
export const optionalNumericId =
  (name = "id") =>
  (params: Params) => {
    const value = params[name];
    return value === undefined || (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID);
  };
