/**
 * A minimal iCalendar (RFC 5545) writer: text escaping, UTC date-times, and
 * lines folded at 75 octets with CRLF endings, as calendar apps require.
 */

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  /** When the event last changed: DTSTAMP and LAST-MODIFIED. */
  modified: Date;
  sequence: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
};

export type Calendar = { productId: string; name: string; events: CalendarEvent[] };

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** DATE-TIME in UTC (3.3.5, form #2): 20260517T150000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line into chunks of at most 75 octets (3.1); continuation
 * lines start with a space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.modified)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `LAST-MODIFIED:${utcDateTime(event.modified)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole VCALENDAR object, CRLF after every line including the last. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
