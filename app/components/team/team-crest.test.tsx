// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type PublicConfig, PublicConfigProvider } from "../shell/public-config.tsx";
import { TeamCrest } from "./team-crest.tsx";

const team = { id: 3, name: "Marlow Vale", code: "MAR", colors: null, crest: "crests/3.png" };

function render(imageHost: string | null, size?: "sm" | "lg") {
  const config = { siteName: "Goalline", siteUrl: "http://localhost", imageHost } as PublicConfig;
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <PublicConfigProvider value={config}>
      <TeamCrest team={team} size={size} />
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
});
