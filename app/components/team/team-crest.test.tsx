// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import { TeamCrest } from "./team-crest.tsx";

const team = { id: 3, name: "Marlow Vale", code: "MAR", colors: null, crest: "crests/3.png" };

function render(imageHost: string | null, size?: "xs" | "sm" | "lg", alone?: boolean) {
  const config = { siteName: "Goalline", siteUrl: "http://localhost", imageHost } as PublicConfig;
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <PublicConfigProvider value={config}>
      <TeamCrest team={team} size={size} alone={alone} />
    </PublicConfigProvider>,
  );
  return host;
}

describe("team crest", () => {
  it("shows the club's image from the image host, as decoration beside the name", () => {
    const img = render("https://img.example.org/").querySelector("img");
    expect(img?.getAttribute("src")).toBe("https://img.example.org/crests/3.png");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it("without an image host draws a hidden badge with initials, the code on larger crests", () => {
    const small = render(null).querySelector("svg");
    expect(small?.getAttribute("aria-hidden")).toBe("true");
    expect(small?.textContent).toBe("MV");
    expect(render(null, "lg").querySelector("svg")?.textContent).toBe("MAR");
  });

  it("is a club badge, the same shape at every size", () => {
    const shapes = (["xs", "sm", "lg"] as const).map((size) =>
      render(null, size).querySelector("svg")?.getAttribute("data-shape"),
    );
    expect(["shield", "roundel"]).toContain(shapes[0]);
    expect(new Set(shapes).size).toBe(1);
  });

  it("standing alone, it is an image named after the team", () => {
    const badge = render(null, "sm", true).querySelector("svg");
    expect(badge?.getAttribute("role")).toBe("img");
    expect(badge?.getAttribute("aria-label")).toBe("Marlow Vale");
    expect(badge?.hasAttribute("aria-hidden")).toBe(false);
    expect(render("https://img.example.org/", "sm", true).querySelector("img")?.getAttribute("alt")).toBe(
      "Marlow Vale",
    );
  });
});
