/**
 * Where a sign-in goes after its password when the account has a second factor. Apart from its screen
 * (second-factor-step.tsx), which is fetched only for such an account: the login screen decides with this alone.
 */
import { SecondFactorEnrolmentRequiredError, SecondFactorRequiredError } from '@screening/shared/core';

/** Where a sign-in goes after its password: a code for `retry` (the same call again, with it), or the set-up. */
export type SecondFactorStep = { kind: 'code'; retry: (code: string) => Promise<unknown> } | { kind: 'enrol'; password: string };

/**
 * The step a refused sign-in (or password change) leads to, or null for any other refusal. `password` is the one
 * that was just accepted; `retry` sends the same call again with a code.
 */
export function secondFactorStepFor(
  failure: unknown,
  password: string,
  retry: (code: string) => Promise<unknown>,
): SecondFactorStep | null {
  if (failure instanceof SecondFactorRequiredError) return { kind: 'code', retry };
  if (failure instanceof SecondFactorEnrolmentRequiredError) return { kind: 'enrol', password };
  return null;
}
