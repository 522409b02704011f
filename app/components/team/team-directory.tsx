import { Link } from "react-router";
import type { TeamView } from "../../lib/sports-view.ts";
import { TeamCrest } from "./team-crest.tsx";

/** Teams as a dense grid of crests and names. */
export function TeamDirectory({ teams }: { teams: TeamView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {teams.map((team) => (
        <li key={team.id} className="bg-surface">
          <Link
            to={`/team/${team.id}`}
            className="flex items-center gap-3 px-3 py-2.5 text-sm hover:bg-raised"
          >
            <TeamCrest team={team} size="md" />
            <span className="truncate font-medium">{team.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
