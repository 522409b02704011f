import { h, type OgNode } from "./render.ts";

/** What a card draws; its hash names the image, so a new score is a new image. */
export type OgTeam = {
  name: string;
  code: string;
  colors: [string, string] | null;
  /** The crest's address on the image host; null draws the monogram. */
  crest?: string | null;
  /** The crest inlined as a data URI, set just before drawing (never part of the content hash). */
  src?: string;
};
export type MatchCardModel = {
  kind: "match";
  site: string;
  competition: string;
  home: OgTeam;
  away: OgTeam;
  /** Null before kick-off. */
  score: [number, number] | null;
  /** "67'", "Half time", "Full time" or the kick-off time. */
  status: string;
  live: boolean;
};
/** `label` heads the card ("Team", "Competition", "News") in the card's language. */
export type TeamCardModel = { kind: "team"; site: string; label: string; team: OgTeam; line: string };
export type LeagueCardModel = {
  kind: "league";
  site: string;
  label: string;
  name: string;
  code: string;
  line: string;
};
export type PostCardModel = { kind: "post"; site: string; label: string; title: string; line: string };
/** `rtl`: the card of a right-to-left page (Arabic), laid out from the right as the page is. */
export type CardModel = (MatchCardModel | TeamCardModel | LeagueCardModel | PostCardModel) & { rtl?: true };

const INK = "#f8fafc";
const MUTED = "#cbd5e1";
const BACKGROUND = "#0f2a1d";
const HEX = /^#[0-9a-f]{6}$/i;
const MINUTE = /^\d+(\+\d+)?'$/;

/** The team's crest from the image host, else its monogram in its colours, as the site draws it. */
function crest(team: OgTeam, size: number): OgNode {
  if (team.src) {
    return {
      type: "img",
      props: {
        src: team.src,
        width: size,
        height: size,
        style: { width: size, height: size, objectFit: "contain" },
      },
    };
  }
  const [fill, ink] =
    team.colors && HEX.test(team.colors[0]) && HEX.test(team.colors[1]) ? team.colors : ["#334155", INK];
  return h(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      borderRadius: size / 2,
      background: fill,
      color: ink,
      border: `6px solid ${INK}`,
      fontSize: size / 3,
      fontWeight: 700,
    },
    team.code.slice(0, 3).toUpperCase(),
  );
}

function frame(rtl: boolean, site: string, top: string, ...body: OgNode[]): OgNode {
  return h(
    "div",
    {
      display: "flex",
      direction: rtl ? "rtl" : "ltr",
      flexDirection: "column",
      justifyContent: "space-between",
      // Satori sizes the content box: padding comes on top (1072 + 2×64 = 1200, 534 + 2×48 = 630).
      width: 1072,
      height: 534,
      padding: "48px 64px",
      background: BACKGROUND,
      color: INK,
      // Letters beyond these come from Noto Sans Arabic and Sawarabi Gothic as they are met (render.ts).
      fontFamily: "Inter, Inter latin-ext, Inter vietnamese",
    },
    h("div", { display: "flex", fontSize: 34, color: MUTED, fontWeight: 700 }, top),
    h("div", { display: "flex", alignItems: "center", justifyContent: "center" }, ...body),
    h(
      "div",
      { display: "flex", fontSize: 30, color: MUTED, borderTop: "4px solid #22c55e", paddingTop: 16 },
      site,
    ),
  );
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function side(team: OgTeam): OgNode {
  return h(
    "div",
    { display: "flex", flexDirection: "column", alignItems: "center", width: 340 },
    crest(team, 180),
    h(
      "div",
      { display: "flex", marginTop: 24, fontSize: 40, fontWeight: 700, textAlign: "center" },
      clip(team.name, 22),
    ),
  );
}

function matchCard(m: MatchCardModel & { rtl?: true }): OgNode {
  const middle = h(
    "div",
    { display: "flex", flexDirection: "column", alignItems: "center", width: 300 },
    // Home's score first in every language, as the match page reads it, right to left included.
    h(
      "div",
      { display: "flex", fontSize: m.score ? 120 : 64, fontWeight: 700, direction: "ltr" },
      m.score ? `${m.score[0]} – ${m.score[1]}` : "vs",
    ),
    h(
      "div",
      {
        display: "flex",
        marginTop: 12,
        fontSize: 32,
        padding: "6px 18px",
        borderRadius: 12,
        background: m.live ? "#dc2626" : "rgba(255,255,255,0.12)",
        fontWeight: 700,
        // A match's minute ("45+2'") reads left to right on a right-to-left card too, as on the page.
        ...(MINUTE.test(m.status) ? { direction: "ltr" } : {}),
      },
      m.status,
    ),
  );
  return frame(m.rtl === true, m.site, clip(m.competition, 60), side(m.home), middle, side(m.away));
}

function headline(rtl: boolean, title: string, line: string, lead?: OgNode): OgNode[] {
  const text = h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      [rtl ? "marginRight" : "marginLeft"]: lead ? 48 : 0,
      maxWidth: lead ? 760 : 1070,
    },
    h(
      "div",
      { display: "flex", fontSize: lead ? 72 : 60, fontWeight: 700, lineHeight: 1.15 },
      clip(title, lead ? 40 : 110),
    ),
    h("div", { display: "flex", marginTop: 20, fontSize: 34, color: MUTED }, clip(line, 70)),
  );
  return lead ? [lead, text] : [text];
}

/** The card for a model: match, team, league or article. */
export function cardOf(model: CardModel): OgNode {
  const rtl = model.rtl === true;
  switch (model.kind) {
    case "match":
      return matchCard(model);
    case "team":
      return frame(
        rtl,
        model.site,
        model.label,
        ...headline(rtl, model.team.name, model.line, crest(model.team, 240)),
      );
    case "league":
      return frame(
        rtl,
        model.site,
        model.label,
        ...headline(
          rtl,
          model.name,
          model.line,
          crest({ name: model.name, code: model.code, colors: ["#14532d", INK] }, 240),
        ),
      );
    case "post":
      return frame(rtl, model.site, model.label, ...headline(rtl, model.title, model.line));
  }
}
