import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a browser vendor's push service (and the browser behind it),
 * on loopback: it accepts the Web Push POST as FCM or Mozilla's autopush would,
 * checks the VAPID signature (RFC 8292) and decrypts the aes128gcm body
 * (RFC 8188, RFC 8291) with the browser's private key, written here
 * independently of the sending library.
 */
export type TestBrowser = {
  id: string;
  /** What PushSubscription.toJSON() gives the page. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  browser: string;
  payload: unknown;
  ttl: string | null;
  urgency: string | null;
  /** The `k=` of the VAPID Authorization header: the sending server's public key. */
  vapidKey: string;
  /** The JWT's audience claim. */
  audience: string;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

export async function startPushService() {
  const browsers = new Map<string, Keys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];

  const server = createServer(async (request, response) => {
    const id = /^\/push\/([a-z0-9]+)$/.exec(request.url ?? "")?.[1] ?? "";
    const keys = browsers.get(id);
    const body = await readBody(request);
    try {
      if (!keys || request.method !== "POST") throw new Error(`unknown subscription ${request.url}`);
      const vapid = checkVapid(request.headers.authorization ?? "", `http://${request.headers.host}`);
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const payload = JSON.parse(decrypt(body, keys).toString("utf8")) as unknown;
      received.push({
        browser: id,
        payload,
        ttl: header(request, "ttl"),
        urgency: header(request, "urgency"),
        ...vapid,
      });
      response.writeHead(answers.get(id) ?? 201).end();
    } catch (error) {
      failures.push(String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    /** Requests that were not valid Web Push; a test expects none. */
    failures,
    /** A new browser with its own keys, as PushManager.subscribe() makes one. */
    browser(): TestBrowser {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `http://127.0.0.1:${port}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
      };
    },
    /** From now on the service answers this status for the browser (410: it unsubscribed). */
    answer(browser: TestBrowser, status: number) {
      answers.set(browser.id, status);
    },
    pushesTo: (browser: TestBrowser) => received.filter((push) => push.browser === browser.id),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `vapid t=<JWT>, k=<public key>`: the JWT must be ES256-signed by k, for this origin, unexpired. */
function checkVapid(authorization: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt = "", k = ""] = match;
  const [head = "", claims = "", signature = ""] = jwt.split(".");
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const { aud, exp } = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
  };
  if (aud !== origin || exp * 1000 < Date.now()) throw new Error(`VAPID claims wrong: ${aud} ${exp}`);
  return { vapidKey: k, audience: aud };
}

/** RFC 8291 key derivation, then the single aes128gcm record of RFC 8188 with its padding removed. */
function decrypt(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("last record lacks its 0x02 delimiter");
  return padded.subarray(0, end);
}
