import { Outlet } from "react-router";
import { PageFrame } from "../components/shell/page-frame.tsx";

/** Most screens: header, a single readable column, footer. */
export default function DefaultLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
