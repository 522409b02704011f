// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OVERLAY_CLOSE_DELAY_MS, ScrollManager } from "./scroll-manager.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shell() {
  return (
    <>
      <Outlet />
      <ScrollManager />
    </>
  );
}

function Blank() {
  return null;
}

function Fixtures() {
  return <h2 id="fixtures">Fixtures</h2>;
}

/** A router with a page that opts out of scrolling to the top. */
async function mountRouter() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Shell,
        children: [
          { path: "scores", Component: Blank },
          { path: "table", Component: Blank, handle: { scrollToTop: false } },
          { path: "match", Component: Fixtures },
        ],
      },
    ],
    { initialEntries: ["/scores"] },
  );
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    router,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Where the page is scrolled, as the manager and a visitor's scroll events see it. */
let position = 0;
const scrolled = (y: number) => {
  position = y;
  window.dispatchEvent(new Event("scroll"));
};

describe("scroll manager", () => {
  let unmount = () => {};
  const spies: Array<{ mockRestore(): void }> = [];
  beforeEach(() => {
    position = 0;
    sessionStorage.clear();
    spies.push(
      vi.spyOn(window, "scrollY", "get").mockImplementation(() => position),
      vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
        position = y;
      }) as typeof window.scrollTo),
    );
  });
  afterEach(() => {
    unmount();
    for (const spy of spies.splice(0)) spy.mockRestore();
    vi.useRealTimers();
  });

  it("takes over scroll restoration from the browser", async () => {
    ({ unmount } = await mountRouter());
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("starts new pages at the top and brings back the position on back", async () => {
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    scrolled(640);
    await act(() => mounted.router.navigate("/match"));
    expect(position).toBe(0);
    scrolled(90);
    await act(() => mounted.router.navigate(-1));
    expect(position).toBe(640);
    await act(() => mounted.router.navigate(1));
    expect(position).toBe(90);
  });

  it("remembers a place the visitor scrolled to before the page became interactive", async () => {
    // The server-rendered page is scrolled before the script runs: no scroll event reaches the manager.
    position = 480;
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    await act(() => mounted.router.navigate("/match"));
    expect(position).toBe(0);
    await act(() => mounted.router.navigate(-1));
    expect(position).toBe(480);
  });

  it("keeps the place a page is left at, even when the scroll's event has not come yet", async () => {
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    scrolled(120);
    // Scrolled again, and the page is reloaded before the browser sends that scroll's event.
    position = 300;
    window.dispatchEvent(new Event("pagehide"));
    const kept = JSON.parse(sessionStorage.getItem("goalline:scroll-positions") ?? "[]") as Array<
      [string, number]
    >;
    expect(kept).toEqual([[mounted.router.state.location.key, 300]]);
  });

  it("leaves the position alone for a route that opts out", async () => {
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    scrolled(300);
    await act(() => mounted.router.navigate("/table"));
    expect(position).toBe(300);
  });

  it("scrolls a hash target into view", async () => {
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    const intoView = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    spies.push(intoView);
    scrolled(300);
    await act(() => mounted.router.navigate("/match#fixtures"));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toBe(document.getElementById("fixtures"));
  });

  it("waits for a closing overlay before restoring", async () => {
    const mounted = await mountRouter();
    unmount = mounted.unmount;
    scrolled(500);
    await act(() => mounted.router.navigate("/match"));
    vi.useFakeTimers();
    document.body.setAttribute("data-overlay-open", "");
    await act(() => mounted.router.navigate(-1));
    document.body.removeAttribute("data-overlay-open");
    expect(position).toBe(0);
    act(() => vi.advanceTimersByTime(OVERLAY_CLOSE_DELAY_MS));
    expect(position).toBe(500);
  });
});
