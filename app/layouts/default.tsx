import { Outlet } from "react-router";
import { FramedError } from "../components/shell/framed-error.tsx";
import { PageFrame } from "../components/shell/page-frame.tsx";
import type { Route } from "./+types/default";

/** Most screens: header, a single readable column, footer. */
export default function DefaultLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => <FramedError error={error} />;
