import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const TEST_CLIENT = { id: "goalline-test", secret: "goalline-test-client-secret-0123456789" };

/**
 * A real OpenID provider on loopback with its development login screens:
 * any login name works. "name@host" signs in with that address, verified
 * unless the name starts with "unverified".
 */
export async function startOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  client?: { id: string; secret: string };
}) {
  const client = options.client ?? TEST_CLIENT;
  const port = options.port ?? 0;
  let issuer = `http://127.0.0.1:${port}`;
  const build = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: client.id,
          client_secret: client.secret,
          redirect_uris: options.redirectUris,
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
      cookies: { keys: ["goalline-test-cookie-key-0123456789"] },
      features: { devInteractions: { enabled: true } },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          email: id.includes("@") ? id.toLowerCase() : `${id}@example.com`,
          email_verified: !id.startsWith("unverified"),
          name: `Provider ${id.split("@")[0]}`,
        }),
      }),
    });
  if (port === 0) {
    // Learn a free port first: the issuer URL must name it.
    const probe = build().listen(0, "127.0.0.1") as Server;
    await new Promise<void>((done) => probe.once("listening", () => done()));
    const free = (probe.address() as AddressInfo).port;
    await new Promise<void>((done) => probe.close(() => done()));
    issuer = `http://127.0.0.1:${free}`;
  }
  const provider = build();
  const server = provider.listen(Number(new URL(issuer).port), "127.0.0.1") as Server;
  await new Promise<void>((done) => server.once("listening", () => done()));
  return {
    issuer,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
