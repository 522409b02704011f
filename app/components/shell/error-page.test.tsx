// @vitest-environment happy-dom
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage, ErrorPageGuard } from "./error-page.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<() => void> = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

async function render(element: ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  // React reports errors its boundaries catch; these are the ones the test provokes.
  const root = createRoot(container, { onCaughtError: () => {} });
  await act(async () => root.render(element));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

function BrokenErrorPage(): ReactNode {
  throw new Error("cannot draw the error page");
}

describe("error page", () => {
  it("shows status, message and the way home", async () => {
    const router = createMemoryRouter([{ path: "/", element: <ErrorPage status={404} message="Gone" /> }]);
    const container = await render(<RouterProvider router={router} />);
    expect(container.querySelector('[data-testid="error-status"]')?.textContent).toBe("404");
    expect(container.querySelector("h1")?.textContent).toBe("Gone");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/");
  });

  it("falls back to a plain message with a link home when drawing it fails", async () => {
    const container = await render(
      <ErrorPageGuard>
        <BrokenErrorPage />
      </ErrorPageGuard>,
    );
    expect(container.querySelector("h1")?.textContent).toBe("An error occurred while showing the error page");
    const home = container.querySelector("a");
    expect(home?.getAttribute("href")).toBe("/");
    expect(home?.textContent).toBe("Back to home");
  });
});
