import { pageNotFound } from "../../lib/middleware.ts";

// Any address no other route claims: a 404 drawn inside the site frame by the layout's boundary.
export const loader = () => {
  throw pageNotFound();
};

export default function NotFoundPage() {
  return null;
}
