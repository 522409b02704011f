import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "../../http/errors.ts";

/** The largest guide read, uploaded or fetched: a country's full week is a few MiB. */
export const MAX_GUIDE_BYTES = 20 * 1024 * 1024;

export type GuideChannel = { xmltvId: string; name: string; logoUrl: string | null };
export type GuideProgramme = {
  channel: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  subtitle: string | null;
  description: string | null;
  category: string | null;
};
export type ParsedGuide = {
  channels: GuideChannel[];
  programmes: GuideProgramme[];
  /** Entries left out: malformed, no end known, or an exact repeat. */
  skipped: number;
  /** Programmes cut short because the next one on their channel starts earlier. */
  truncated: number;
};

type Node = Record<string, unknown>;
type Text = string | { "#text"?: unknown; lang?: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Numeric character references and the XML and HTML named ones; never a document's own entities.
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/**
 * Refuses what is not a guide before any parser sees it: too big, or declaring entities (a
 * "billion laughs" document expands a few KiB into gigabytes). XMLTV's own
 * `<!DOCTYPE tv SYSTEM "xmltv.dtd">` has no internal subset and is fine.
 */
function screen(text: string): void {
  if (Buffer.byteLength(text) > MAX_GUIDE_BYTES) {
    throw new AppError(
      "payload-too-large",
      "guide-too-large",
      `A guide may be at most ${MAX_GUIDE_BYTES / 1024 / 1024} MiB.`,
    );
  }
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text)) {
    throw new AppError(
      "bad-request",
      "xml-entities-refused",
      "Guides that declare their own entities are refused.",
    );
  }
}

const textOf = (value: Text | undefined): string | null => {
  if (value === undefined) return null;
  const raw = typeof value === "string" ? value : value["#text"];
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  return text === "" ? null : text;
};

/** The English variant of a repeated element (`lang="en"`, `en-GB`…), else the first one given. */
export function preferEnglish(values: unknown): string | null {
  if (!Array.isArray(values) || values.length === 0) return null;
  const english = values.find(
    (value) => typeof value === "object" && value && /^en\b/i.test(String((value as Node).lang ?? "")),
  );
  return textOf((english ?? values[0]) as Text) ?? values.map((v) => textOf(v as Text)).find(Boolean) ?? null;
}

/**
 * An XMLTV time: `YYYYMMDDhhmm[ss] [±hhmm]`; without an offset it is UTC. Null when it is not
 * one (or names a day that does not exist).
 */
export function parseXmltvTime(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2}):?(\d{2})|Z|UTC|GMT)?$/i.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, y, mo, d, h, mi, s = "00", sign, oh = "00", om = "00"] = match;
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const local = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], fields[5]);
  const check = new Date(local);
  if (
    check.getUTCMonth() !== fields[1] - 1 ||
    check.getUTCDate() !== fields[2] ||
    fields[3] > 23 ||
    fields[4] > 59 ||
    fields[5] > 59 ||
    Number(oh) > 14 ||
    Number(om) > 59
  ) {
    return null;
  }
  const offset = (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
  return new Date(local - (sign ? offset : 0));
}

type Draft = Omit<GuideProgramme, "endsAt"> & { endsAt: Date | null };

function programmeOf(node: Node): Draft | null {
  const channel = typeof node.channel === "string" ? node.channel.trim() : "";
  const startsAt = parseXmltvTime(node.start);
  const endsAt = node.stop === undefined ? null : parseXmltvTime(node.stop);
  const title = preferEnglish(node.title);
  if (!channel || !startsAt || !title || (node.stop !== undefined && !endsAt)) return null;
  if (endsAt && endsAt <= startsAt) return null;
  return {
    channel,
    startsAt,
    endsAt,
    title: title.slice(0, 500),
    subtitle: preferEnglish(node["sub-title"])?.slice(0, 500) ?? null,
    description: preferEnglish(node.desc)?.slice(0, 5000) ?? null,
    category: preferEnglish(node.category)?.slice(0, 200) ?? null,
  };
}

/**
 * One channel's schedule made consistent, in start order:
 * - of two programmes starting at the same moment the one listed later wins: an exact repeat
 *   changes nothing, and a differing one is taken as the guide's correction;
 * - a programme overlapping the next one ends when the next one starts;
 * - a programme without a stop ends at the next one's start; the last one without a stop is dropped.
 */
export function settleSchedule(drafts: Draft[]): {
  programmes: GuideProgramme[];
  skipped: number;
  truncated: number;
} {
  const ordered = drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.startsAt.getTime() - b.draft.startsAt.getTime() || a.index - b.index)
    .map(({ draft }) => draft);
  let skipped = 0;
  let truncated = 0;
  const kept: Draft[] = [];
  for (const draft of ordered) {
    const last = kept.at(-1);
    if (last && last.startsAt.getTime() === draft.startsAt.getTime()) {
      // An exact repeat or a correction listed later: either way one entry is left out.
      kept.pop();
      skipped += 1;
    }
    kept.push(draft);
  }
  const programmes: GuideProgramme[] = [];
  kept.forEach((draft, i) => {
    const next = kept[i + 1];
    let endsAt = draft.endsAt;
    if (!endsAt) endsAt = next?.startsAt ?? null;
    else if (next && endsAt > next.startsAt) {
      endsAt = next.startsAt;
      truncated += 1;
    }
    if (!endsAt) skipped += 1;
    else programmes.push({ ...draft, endsAt });
  });
  return { programmes, skipped, truncated };
}

/** Reads an XMLTV document into channels and settled programmes; malformed entries are skipped and counted. */
export function parseXmltv(text: string): ParsedGuide {
  screen(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new AppError("bad-request", "invalid-xml", `The guide is not well-formed XML: ${valid.err.msg}`, {
      line: valid.err.line,
    });
  }
  const root = (parser.parse(text) as Node).tv;
  const tv = Array.isArray(root) ? (root[0] as Node | string) : undefined;
  if (tv === undefined)
    throw new AppError("bad-request", "invalid-xmltv", "An XMLTV guide's root element is <tv>.");
  const body: Node = typeof tv === "object" ? tv : {};
  let skipped = 0;
  const channels = new Map<string, GuideChannel>();
  for (const node of (body.channel as Node[] | undefined) ?? []) {
    const xmltvId = typeof node === "object" && typeof node.id === "string" ? node.id.trim() : "";
    const name = typeof node === "object" ? preferEnglish(node["display-name"]) : null;
    if (!xmltvId || !name) {
      skipped += 1;
      continue;
    }
    const icon = Array.isArray(node.icon) ? (node.icon[0] as Node) : undefined;
    const src = typeof icon?.src === "string" && /^https?:\/\//i.test(icon.src) ? icon.src : null;
    channels.set(xmltvId, { xmltvId: xmltvId.slice(0, 200), name: name.slice(0, 200), logoUrl: src });
  }
  const byChannel = new Map<string, Draft[]>();
  for (const node of (body.programme as Node[] | undefined) ?? []) {
    const draft = typeof node === "object" ? programmeOf(node) : null;
    if (!draft) {
      skipped += 1;
      continue;
    }
    const list = byChannel.get(draft.channel);
    if (list) list.push(draft);
    else byChannel.set(draft.channel, [draft]);
  }
  const programmes: GuideProgramme[] = [];
  let truncated = 0;
  for (const drafts of byChannel.values()) {
    const settled = settleSchedule(drafts);
    programmes.push(...settled.programmes);
    skipped += settled.skipped;
    truncated += settled.truncated;
  }
  return { channels: [...channels.values()], programmes, skipped, truncated };
}
