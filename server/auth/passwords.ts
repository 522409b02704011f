import { hash, verify } from "@node-rs/argon2";
import { badRequest } from "../http/errors.ts";
import { isCommonPassword } from "./common-passwords.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (argon2id is the library's default algorithm).
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Rejects passwords that are too short, too long or among the ones attackers try first. */
export function checkPasswordPolicy(password: string): void {
  checkPasswordLength(password);
  if ([...password].length < PASSWORD_MIN) {
    throw badRequest("weak-password", `The password must be ${PASSWORD_MIN} characters long or more.`, {
      field: "password",
    });
  }
  if (isCommonPassword(password)) {
    throw badRequest("weak-password", "This password is too common; choose one that is harder to guess.", {
      field: "password",
    });
  }
}

/**
 * One ceiling for every password the product reads (API, page forms, new or
 * current): nothing longer is ever hashed or compared.
 */
export function checkPasswordLength(password: string): void {
  if (password.length > PASSWORD_MAX * 2 || [...password].length > PASSWORD_MAX) {
    throw badRequest("invalid-password", `The password must be ${PASSWORD_MAX} characters long or fewer.`, {
      field: "password",
    });
  }
}

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(stored: string | null, password: string): Promise<boolean>;
};

export function createPasswordHasher(pepper: string): PasswordHasher {
  const secret = Buffer.from(pepper);
  // Unknown accounts are checked against this so a miss costs as long as a wrong password.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, { ...COST, secret }),
    async verify(stored, password) {
      checkPasswordLength(password);
      if (!stored) {
        dummy ??= hash("not-a-real-password-for-timing", { ...COST, secret });
        await verify(await dummy, password, { secret }).catch(() => false);
        return false;
      }
      return verify(stored, password, { secret }).catch(() => false);
    },
  };
}
