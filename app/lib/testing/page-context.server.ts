import { RouterContextProvider } from "react-router";
import type { Services } from "../../../server/app/services.ts";
import { publicConfig } from "../../../server/config/config.ts";
import { requestScopeContext } from "../request-scope.server.ts";

/** A page request's context over real services, as the server builds it for a visitor (192.0.2.7 unless named). */
export function pageContext(services: Services, clientIp = "192.0.2.7"): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [
        requestScopeContext,
        {
          services,
          publicConfig: publicConfig(services.config),
          nonce: "n",
          requestId: "r",
          clientIp,
        },
      ],
    ]),
  );
}
