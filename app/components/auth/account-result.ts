import { type FormFailure, isFailure } from "../form/form-failure.ts";

export type AccountResult =
  | {
      intent: string;
      done?: string;
      setup?: { secret: string; otpauth_url: string; qr_svg: string };
      recoveryCodes?: string[];
    }
  | FormFailure
  | undefined;

/** The action's answer, when it belongs to the given form. */
export function resultFor(result: AccountResult, ...intents: string[]) {
  if (!result || isFailure(result)) return undefined;
  return intents.includes(result.intent) ? result : undefined;
}

/** The action's failure, when it belongs to the given form. */
export function failureFor(result: AccountResult, intent: string): FormFailure | undefined {
  return isFailure(result) && result.intent === intent ? result : undefined;
}
