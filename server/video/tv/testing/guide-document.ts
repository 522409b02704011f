/**
 * An XMLTV guide shaped like the ones broadcasters and grabbers publish: several channels with
 * names in several languages, times with +0100, -0500 and no offset, a night when Europe's
 * clocks go back, a programme without a stop, overlaps, an exact repeat, a programme for a
 * channel the guide never declares and a few broken entries. `match` puts a programme naming
 * both teams of a real match at its kick-off, spelled as a German guide would.
 */
export function guideDocument(match?: { home: string; away: string; kickoffAt: Date }): string {
  const stamp = (at: Date) => `${at.toISOString().replace(/[-:T]/g, "").slice(0, 14)} +0000`;
  const matchProgramme = match
    ? `<programme start="${stamp(match.kickoffAt)}" stop="${stamp(new Date(match.kickoffAt.getTime() + 7_200_000))}" channel="sport1.example">
    <title lang="de">LIVE: ${match.home.toUpperCase()} – ${match.away}</title>
    <category lang="de">Fußball</category>
  </programme>
  <programme start="${stamp(new Date(match.kickoffAt.getTime() + 5 * 3_600_000))}" stop="${stamp(new Date(match.kickoffAt.getTime() + 6 * 3_600_000))}" channel="sport1.example">
    <title>Classic: ${match.home} v ${match.away}</title>
  </programme>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tv SYSTEM "xmltv.dtd">
<tv source-info-name="Example Grabber" generator-info-name="tv_grab_example/1.2">
  <channel id="sport1.example">
    <display-name lang="de">Sport Eins</display-name>
    <display-name lang="en">Sport One</display-name>
    <display-name>101</display-name>
    <icon src="https://img.example/sport1.png" width="200" height="200"/>
    <url>https://sport1.example</url>
  </channel>
  <channel id="news.example">
    <display-name>World News &amp; Sport</display-name>
  </channel>
  <channel id="us.example">
    <display-name lang="es">Deportes EE. UU.</display-name>
    <icon src="javascript:alert(1)"/>
  </channel>
  <channel id="">
    <display-name>No id</display-name>
  </channel>

  <programme start="20261123180000 +0100" stop="20261123193000 +0100" channel="sport1.example">
    <title lang="de">Vorberichte</title>
    <title lang="en">Build-up</title>
    <sub-title lang="en">Matchday 12</sub-title>
    <desc lang="de">Alles vor dem Anpfiff.</desc>
    <desc lang="en-GB">Everything before kick-off.</desc>
    <category lang="en">Sport</category>
  </programme>
  <programme start="20261123190000 +0100" stop="20261123210000 +0100" channel="sport1.example">
    <title lang="en">Evening Match</title>
  </programme>
  <programme start="20261123190000 +0100" stop="20261123210000 +0100" channel="sport1.example">
    <title lang="en">Evening Match</title>
  </programme>
  <programme start="20261123210000 +0100" channel="sport1.example">
    <title>Late Show</title>
  </programme>
  <programme start="20261123230000 +0100" stop="20261124000000 +0100" channel="sport1.example">
    <title>Night Highlights</title>
  </programme>
  ${matchProgramme}

  <programme start="20261123140000 -0500" stop="20261123150000 -0500" channel="us.example">
    <title lang="es">Fútbol en vivo</title>
    <desc lang="es">Partido de la tarde.</desc>
  </programme>
  <programme start="20261123190000" stop="20261123200000" channel="news.example">
    <title>News at Seven</title>
    <desc>Headlines &#8211; and the weather.</desc>
  </programme>
  <programme start="20261025000000 +0100" stop="20261025010000 +0100" channel="news.example">
    <title>Night News</title>
  </programme>
  <programme start="20261025010000 +0100" stop="20261025010000 +0000" channel="news.example">
    <title>The First One O'Clock</title>
  </programme>
  <programme start="20261025010000 +0000" stop="20261025020000 +0000" channel="news.example">
    <title>The Second One O'Clock</title>
  </programme>

  <programme start="20261123190000 +0100" stop="20261123200000 +0100" channel="ghost.example">
    <title>Nobody carries this</title>
  </programme>
  <programme start="yesterday" stop="20261123200000 +0100" channel="news.example">
    <title>Bad start</title>
  </programme>
  <programme start="20261123200000 +0100" stop="20261123210000 +0100" channel="news.example">
    <desc>No title</desc>
  </programme>
  <programme start="20261123220000 +0100" stop="20261123210000 +0100" channel="news.example">
    <title>Ends before it starts</title>
  </programme>
  <programme start="20261131220000 +0100" stop="20261201210000 +0100" channel="news.example">
    <title>The 31st of November</title>
  </programme>
</tv>`;
}

/** The classic entity-expansion attack: a few hundred bytes that would expand to gigabytes. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE tv [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<tv><channel id="x"><display-name>&lol9;</display-name></channel></tv>`;
