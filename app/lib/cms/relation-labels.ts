const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** How the admin area names a match it links to: "Home v Away · 12 Mar 2026" (the UTC day). */
export const matchLabelOf = (match: { home: string; away: string; kickoffAt: string }) =>
  `${match.home} v ${match.away} · ${day.format(new Date(match.kickoffAt))}`;

/** How the admin area names a person: their name, with the e-mail telling two namesakes apart. */
export const userLabelOf = (user: { name: string; email: string | null }) =>
  user.email ? `${user.name} (${user.email})` : user.name;

/** How the admin area names a video: its title and kind ("Cup final goals (highlight)"). */
export const videoLabelOf = (video: { title: string; kind: string }) => `${video.title} (${video.kind})`;
