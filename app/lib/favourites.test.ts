import { describe, expect, it } from "vitest";
import {
  favouritesCookieValue,
  mergeFavourites,
  parseFavourites,
  serializeFavourites,
  withFavourite,
} from "./favourites.ts";

const none = { competitions: [], teams: [], matches: [] };

describe("stored favourites", () => {
  it("round-trips competitions, teams and matches", () => {
    const favourites = { competitions: [3, 7], teams: [12], matches: [40, 41] };
    expect(parseFavourites(serializeFavourites(favourites))).toEqual(favourites);
  });

  it("drops malformed and repeated ids, and reads cookies written before matches could be starred", () => {
    expect(parseFavourites("c3.x.3.-1~t0.5")).toEqual({ competitions: [3], teams: [5], matches: [] });
    expect(parseFavourites("<script>")).toEqual(none);
  });

  it("keeps a guest's cookie small, an account's list long", () => {
    const many = `t${Array.from({ length: 80 }, (_, i) => i + 1).join(".")}`;
    expect(parseFavourites(many).teams).toHaveLength(50);
    expect(parseFavourites(many, 500).teams).toHaveLength(80);
  });

  it("reads the mirror cookie among others", () => {
    expect(favouritesCookieValue("theme=dark; favs=c1~t2.3")).toBe("c1~t2.3~m");
    expect(favouritesCookieValue("theme=dark")).toBe("");
  });
});

describe("merging a guest's favourites into an account", () => {
  it("keeps the account's order and adds what only the guest had, once", () => {
    const account = { competitions: [1], teams: [5, 3], matches: [] };
    const guest = { competitions: [2, 1], teams: [3, 9], matches: [70] };
    expect(mergeFavourites(account, guest)).toEqual({
      competitions: [1, 2],
      teams: [5, 3, 9],
      matches: [70],
    });
    expect(mergeFavourites(account, none)).toEqual(account);
    expect(mergeFavourites(none, guest)).toEqual(guest);
  });

  it("stars at the end, unstars anywhere, and starring twice changes nothing", () => {
    const start = { competitions: [], teams: [4, 8], matches: [] };
    expect(withFavourite(start, "teams", 6, true).teams).toEqual([4, 8, 6]);
    expect(withFavourite(start, "teams", 4, true)).toBe(start);
    expect(withFavourite(start, "teams", 4, false).teams).toEqual([8]);
    expect(withFavourite(start, "matches", 9, false)).toBe(start);
  });
});
