import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type StoredObject = { body: Buffer; contentType: string; cacheControl: string | null };

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => done(Buffer.concat(parts)));
    request.on("error", fail);
  });

/**
 * A small S3 stand-in speaking the REST wire the real service does for PutObject,
 * GetObject and DeleteObject, path-style (`/<bucket>/<key>`): SigV4 `Authorization`
 * headers naming the access key, ETags, 404 `NoSuchKey` XML errors, 204 on delete.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://s3.local");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    requests.push(`${request.method} /${bucket}/${key}`);
    const auth = request.headers.authorization ?? "";
    const credential =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.exec(
        auth,
      );
    const send = (status: number, body = "", headers: Record<string, string> = {}) => {
      response.writeHead(status, { "x-amz-request-id": "fake", ...headers });
      response.end(body);
    };
    if (credential?.[1] !== options.accessKeyId) {
      return send(403, xmlError("InvalidAccessKeyId", "Unknown access key."), {
        "Content-Type": "application/xml",
      });
    }
    if (bucket !== options.bucket) {
      return send(404, xmlError("NoSuchBucket", "No such bucket."), { "Content-Type": "application/xml" });
    }
    if (request.method === "PUT") {
      const body = await read(request);
      objects.set(key, {
        body,
        contentType: request.headers["content-type"] ?? "binary/octet-stream",
        cacheControl: (request.headers["cache-control"] as string | undefined) ?? null,
      });
      return send(200, "", { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (request.method === "GET") {
      const found = objects.get(key);
      if (!found)
        return send(404, xmlError("NoSuchKey", "The specified key does not exist."), {
          "Content-Type": "application/xml",
        });
      return send(200, found.body as unknown as string, {
        "Content-Type": found.contentType,
        "Content-Length": String(found.body.length),
        ETag: `"${createHash("md5").update(found.body).digest("hex")}"`,
      });
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return send(204);
    }
    send(405, xmlError("MethodNotAllowed", "Not supported here."), { "Content-Type": "application/xml" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
