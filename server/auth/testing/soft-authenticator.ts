import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A software passkey authenticator for tests: ES256 keys from node:crypto,
 * "none" attestation, authenticatorData and the little CBOR it needs built by
 * hand, so the server's checks run against real signatures.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Credential = { id: Buffer; privateKey: KeyObject; cose: Buffer; counter: number; userHandle: string };

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Buffer) => data.toString("base64url");

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
}

export type AnswerOverrides = {
  /** Where the browser says the ceremony ran (a phishing site's origin, say). */
  origin?: string;
  /** Force the signature counter (a cloned authenticator repeats an old one). */
  counter?: number;
  /** Leave out user verification (a security key without a PIN). */
  unverified?: boolean;
};

export function createSoftAuthenticator(site: { origin: string; rpId: string }) {
  const credentials: Credential[] = [];

  function authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(site.rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  return {
    credentials,
    register(options: PublicKeyCredentialCreationOptionsJSON, overrides: AnswerOverrides = {}) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const credential: Credential = {
        id: randomBytes(16),
        privateKey,
        cose: coseKey(publicKey),
        counter: 0,
        userHandle: options.user.id,
      };
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credential.id, credential.cose]);
      const flags = FLAG_UP | FLAG_AT | (overrides.unverified ? 0 : FLAG_UV);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(flags, 0, attested)],
        ]),
      );
      credentials.push(credential);
      const response: RegistrationResponseJSON = {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(
            clientData("webauthn.create", options.challenge, overrides.origin ?? site.origin),
          ),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
      };
      return response;
    },
    /** Answers with the newest passkey (discoverable: no allow list needed). */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      overrides: AnswerOverrides = {},
      credential = credentials.at(-1),
    ): AuthenticationResponseJSON {
      if (!credential) throw new Error("no passkey registered on this authenticator");
      credential.counter = overrides.counter ?? credential.counter + 1;
      const data = authData(FLAG_UP | (overrides.unverified ? 0 : FLAG_UV), credential.counter);
      const client = clientData("webauthn.get", options.challenge, overrides.origin ?? site.origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
