import type { Services } from "../services.ts";
import type { ApiRouter } from "./api-router.ts";

/** Mounts every domain's routes under the site API path. */
export function mountApi(_api: ApiRouter, _services: Services): void {}
