import { data, type RouterContextProvider, redirect } from "react-router";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { timeZoneFromCookie } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { failureOf } from "../cms-form.server.ts";
import { videoStaff } from "./videos.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NOTICES = { restored: "Restored.", purged: "Deleted for good." } as const;

/** Deleted videos and films, with who deleted each and how long it has left. */
export async function binLoader({ request, context }: Args) {
  const { services } = await videoStaff(context);
  const done = new URL(request.url).searchParams.get("done");
  return {
    entries: await services.video.namedBinEntries(),
    binDays: services.video.BIN_DAYS,
    notice: done === "restored" || done === "purged" ? NOTICES[done] : null,
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
  };
}

/** Restores an entry, or deletes it for good ("Delete now"); both audited as the API's are. */
export async function binAction({ request, context }: Args) {
  const { services, actor, ip } = await videoStaff(context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const type = String(form.get("type") ?? "");
  const id = Number(form.get("id"));
  if ((type !== "video" && type !== "movie") || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return data(
      { error: { code: "invalid-entry", message: "Choose an entry of the bin." } },
      { status: 400 },
    );
  }
  const by = { actor, ip: ip ?? null };
  try {
    if (intent === "restore") {
      if (type === "video") await services.video.bin.restoreVideo(id, by);
      else await services.video.bin.restoreMovie(id, by);
      return redirect("/cms/bin?done=restored");
    }
    if (intent === "purge") {
      await services.video.bin.purgeNow(type, id, by);
      return redirect("/cms/bin?done=purged");
    }
    return data({ error: { code: "invalid-intent", message: "Restore or delete now." } }, { status: 400 });
  } catch (error) {
    return data(failureOf(context, error), { status: refusalStatus(context, error) });
  }
}
