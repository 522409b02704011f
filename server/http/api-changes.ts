/**
 * What changed for API clients, newest first: shown in the document's description, so the
 * reference page carries it. Only changes a client could notice are listed.
 */
export const API_CHANGES: ReadonlyArray<{ on: string; change: string }> = [
  {
    on: "2026-12-06",
    change:
      "Plans in the reader's language: `GET /plans`, the subscription, payment history and receipts answer a " +
      "plan's `name`, `description` and `features` (and `plan_name`) in the language of `Accept-Language` " +
      "where staff gave it, else in English, and `GET /plans` says `Vary: Accept-Language`. `CmsPlan` shows " +
      "`local_texts`, and `POST`/`PATCH /cms/plans` take `local_texts: { ja: { name, description, features } }` " +
      "for `vi`, `es`, `pt-BR`, `de`, `ja` and `ar`: an empty part reads as the English one, a language sent " +
      "with every part empty is removed, one left out keeps its words, any other key is 400 " +
      "`invalid-local-texts`.",
  },
  {
    on: "2026-12-06",
    change:
      "Lists follow the reader's language in their order too: `GET /competitions` (after tier and country) " +
      "and the competitions of `GET /matches` and `GET /matches/live`, `GET /teams/{id}` and " +
      "`GET /players/{id}` are ordered by the names `Accept-Language` reads, as that language orders " +
      "words, and `GET /search` breaks equal matches the same way; pages of `GET /competitions` cut that " +
      'order. In English the order is as before, but for numbers in names ("Team 2" before "Team 10").',
  },
  {
    on: "2026-12-06",
    change:
      "A team's calendar in the fan's language: `GET /teams/{id}/calendar.ics?lang=vi` names the teams and " +
      'competitions in that language where one is kept, words its notes ("Kết quả: …") in it and links ' +
      "to that language's match pages. Without `lang` it is English as before, whatever `Accept-Language` " +
      "says; a language the site does not offer is 400 `invalid-lang`.",
  },
  {
    on: "2026-12-05",
    change:
      "Teams and competitions named in the reader's language: the public sports reads answer `name` and " +
      "`shortName` in the language of `Accept-Language` where one is kept (else the record's own, English), " +
      "and say `Vary: Accept-Language`; the shapes are unchanged. `CmsTeam` and `CmsCompetition` show " +
      "`local_names`, and `POST`/`PATCH /cms/teams` and `/cms/competitions` take `local_names: { vi: { name, " +
      "short_name } }` for `vi`, `es`, `pt-BR`, `de`, `ja` and `ar`: an empty name removes that language, one " +
      "left out keeps its names, any other key is 400 `invalid-local-names`.",
  },
  {
    on: "2026-12-04",
    change:
      "Tennis players' rankings and records: `TeamDetail` (`GET /teams/{id}`) carries `ranking` (a " +
      "player's world ranking, null for clubs) and, for tennis players, `record: { won, lost }` over the " +
      "current seasons. `CmsTeam`, `POST /cms/teams` and `PATCH /cms/teams/{id}` take `ranking`, 1-9999 " +
      "or null; anything else is 400 `invalid-ranking`.",
  },
  {
    on: "2026-12-03",
    change:
      "One Idempotency-Key rule everywhere: 8 to 200 visible ASCII characters. The live console's " +
      "`POST /cms/matches/{id}/events` and its siblings took at most 120 and now take up to 200, with the " +
      "same `invalid-idempotency-key` message as every other operation.",
  },
  {
    on: "2026-12-03",
    change:
      "Bulk actions answer `{ changed, unchanged }` in the order the ids were sent: `POST /cms/posts/bulk` " +
      "as before, and new `POST /chat/reports/bulk` (`dismiss`), `POST /cms/users/bulk` (`disable`, " +
      "`enable`; your own account is 409 `cannot-disable-self`) and `POST /cms/media/bulk` (`delete`; an " +
      "image a post shows is 409 `media-in-use` with `details.images`), each all or none, 1-100 ids, an " +
      "unknown id 422 `<kind>-not-found` with `details.missing`. Deleting a post, an image or a TV " +
      "programme now moves it to the bin like videos and films: `GET /cms/bin` lists all five kinds " +
      "(`post`, `media`, `video`, `movie`, `tv-programme`), new `POST /cms/bin/{type}/{id}/restore` " +
      "brings one back (a programme whose slot was taken is 409 `programme-overlaps`) and " +
      "`DELETE /cms/bin/{type}/{id}` purges one now; an image's files answer until it is purged.",
  },
  {
    on: "2026-12-02",
    change:
      "Operators and admins need a session opened with the second factor (an authenticator or recovery " +
      "code after the password, or a passkey) for staff work: a session opened with the password alone " +
      "stays 403 `two-step-required` after `POST /auth/two-step/enable` until the person signs in again " +
      "with the code. `PUT /cms/users/{id}/role` refuses a guest account any role but `user` (422 " +
      "`guest-cannot-be-staff`). `CmsUser.email` is nullable: guests and phone-only accounts answer null. " +
      "`GET /readyz` answers `storage` and, with Redis, `redis` beside `database`, and `status` " +
      "`degraded` when either is false; a write while DATA_DIR is full is 507 `insufficient-storage`. " +
      "Staff events (`POST /cms/matches/{id}/events`, `POST /admin/matches/{id}/events`) on a match " +
      "with published line-ups name players from them: a player of the other team is 409 " +
      "`player-not-in-team`, a name on neither sheet 422 `unknown-player`, a substitute who has not " +
      "come on 409 `player-not-on-pitch`. `POST /auth/two-step/enable` takes the account's `password` " +
      "again (403 `requires-recent-login` without it, 401 `invalid-credential` when wrong). New: " +
      "`POST /cms/matches/{id}/events/{eventId}/correction` corrects one event's player or minute, or " +
      "cancels it (`cancel: true`).",
  },
  {
    on: "2026-11-29",
    change:
      "Staff invitations: `POST /cms/staff/invites` (admins; `email`, `role` of editor, moderator, " +
      "operator or admin) mails a link that works for 7 days, `GET /cms/staff/invites` lists them with " +
      "their `state` and `POST /cms/staff/invites/{id}/revoke` withdraws one. An address with an " +
      "account is 409 `account-exists`. The invitee reads `GET /auth/invites/{token}` and accepts with " +
      "`POST /auth/invites/{token}/accept` (`display_name`, `password`), which answers like " +
      "`/auth/register`; a used or withdrawn link is 404 `invite-not-found`, a late one 400 `invite-expired`.",
  },
  {
    on: "2026-11-28",
    change:
      "`GET /cms/posts` takes `from` and `to` (instants, both or neither, at most 62 days apart): the " +
      "posts going out (scheduled) or gone out (published) in that range, soonest first. A range " +
      "backwards or one-sided is 400 `invalid-range`, a longer one 400 `post-range-too-long`.",
  },
  {
    on: "2026-11-28",
    change:
      "`DELETE /cms/videos/{id}` moves the video to a bin for 30 days instead of deleting it, and " +
      "`DELETE /cms/movies/{id}` is new and does the same for a film; `POST /cms/videos/{id}/restore`, " +
      "`POST /cms/movies/{id}/restore`, `GET /cms/bin` and `DELETE /cms/bin/{type}/{id}` restore, list " +
      "and purge. Films take a `poster_media_id` from the media library; `GET /movies` and " +
      "`/movies/{id}` answer its `poster` (alt text and sizes).",
  },
  {
    on: "2026-11-28",
    change:
      'A 400 `invalid-<field>` says what to do in words for people ("Enter a team name", "Use at most ' +
      "80 characters\"), without the field's path in front, and adds `details.fields`, each wrong " +
      "field's first message; the code and `details.field` are unchanged. A file over its limit " +
      "(`image-too-large`, `invalid-size` for a video upload) reads " +
      '"This image is 27 MB; the limit is 10 MB".',
  },
  {
    on: "2026-11-28",
    change:
      "`GET /cms/jobs` lists jobs in any state (`state=queued|running|finished|failed|all`, failed by " +
      "default) with `counts` by state; each job says its `state`, `startedAt` and `finishedAt` " +
      "(`failedAt` before), and `error` is null for a job that has not failed.",
  },
  {
    on: "2026-11-28",
    change:
      "`GET /matches/{id}/chat/messages` answers an opaque `next_cursor`, as `/posts` and `/highlights` do; " +
      "pass it back as `before`. A message id or a cursor this API did not make is 400 `invalid-before`.",
  },
  {
    on: "2026-11-28",
    change:
      "Every list answers `{ data: [...] }`, with `total` when paged by `limit` and `offset`. " +
      "`GET /competitions`, `/competitions/{id}/matches` and `/teams/{id}/matches` answered " +
      "`{ items, total, limit, offset }`; `GET /matches`, `/matches/live`, `/competitions/{id}/top-scorers`, " +
      "`/countries` and `/sports` answered a bare array.",
  },
  {
    on: "2026-11-28",
    change:
      "`GET /competitions/{id}/standings` answers each sport's own table, marked by `sport`: football's " +
      "points table as before, a basketball league's W, L, PCT and games behind by conference, and 404 " +
      "`no-table` for a competition played as a draw.",
  },
  {
    on: "2026-11-28",
    change:
      "A live match's `minute` and `stoppage` are the minute under way when the API answers, counted " +
      "from `periodStartedAt`, not the minute of the last event.",
  },
  {
    on: "2026-11-28",
    change:
      "`POST /admin/matches/{id}/events` answers an Idempotency-Key reused with another body with 422 " +
      "`idempotency-key-reused`, as every other route does (it answered 409).",
  },
];

export const apiChangesMarkdown = () =>
  ["## Changes", "", ...API_CHANGES.map(({ on, change }) => `- ${on}: ${change}`)].join("\n");
