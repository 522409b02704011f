import { describe, expect, it } from "vitest";
import { favouritesCookieValue, parseFavourites, serializeFavourites } from "./favourites.ts";

describe("stored favourites", () => {
  it("round-trips competitions and teams", () => {
    const favourites = { competitions: [3, 7], teams: [12] };
    expect(parseFavourites(serializeFavourites(favourites))).toEqual(favourites);
  });

  it("drops malformed and repeated ids", () => {
    expect(parseFavourites("c3.x.3.-1~t0.5")).toEqual({ competitions: [3], teams: [5] });
    expect(parseFavourites("<script>")).toEqual({ competitions: [], teams: [] });
  });

  it("reads the mirror cookie among others", () => {
    expect(favouritesCookieValue("theme=dark; favs=c1~t2.3")).toBe("c1~t2.3");
    expect(favouritesCookieValue("theme=dark")).toBe("");
  });
});
