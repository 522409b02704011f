import { pageNotFound, validate } from "../../lib/middleware.ts";
import type { Route } from "./+types/blog-article";

export const middleware = validate(({ slug }) => /^[a-z0-9-]{1,120}$/.test(slug ?? ""));

// No article is published yet, so every article address is one that does not exist.
export const loader = (_: Route.LoaderArgs) => {
  throw pageNotFound();
};

export default function BlogArticlePage() {
  return null;
}
