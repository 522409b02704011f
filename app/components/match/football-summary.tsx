import type { ReactNode } from "react";
import type { ShootoutKick } from "../../../server/sports/queries/centre.ts";
import { useT } from "../../lib/i18n.tsx";
import type { MatchEventView } from "../../lib/sports-view.ts";
import { Panel } from "../competition/panel.tsx";
import { MatchCommentary } from "./match-commentary.tsx";
import { MatchTimeline } from "./match-timeline.tsx";
import { ShootoutView } from "./shootout.tsx";

export { MomentumGraph } from "./momentum-graph.tsx";

import { summaryMessages as c } from "./summary-messages.ts";

/**
 * A football match's summary tab: the shoot-out when there was one, the momentum the centre hands
 * in, the timeline and the commentary. A module of its own so that the basketball and tennis pages,
 * which draw none of it, do not download it.
 */
export function FootballSummary({
  events,
  shootout,
  home,
  away,
  started,
  momentumPanel,
}: {
  events: MatchEventView[];
  shootout: ShootoutKick[];
  home: { name: string; shortName: string };
  away: { name: string; shortName: string };
  started: boolean;
  momentumPanel: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {shootout.length > 0 ? (
        <Panel title={t(c.shootout)}>
          <ShootoutView kicks={shootout} home={home.shortName} away={away.shortName} />
        </Panel>
      ) : null}
      {momentumPanel}
      <Panel title={t(c.timeline)}>
        <MatchTimeline events={events} started={started} />
      </Panel>
      <Panel title={t(c.commentary)}>
        <MatchCommentary events={events} home={home.name} away={away.name} started={started} />
      </Panel>
    </>
  );
}
