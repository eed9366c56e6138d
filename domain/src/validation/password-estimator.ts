/**
 * The strength estimator of the password policy: zxcvbn-ts with its common-password, diceware and English
 * dictionaries (about 800 KiB gzip, 240,000 words). Imported only through `loadPasswordPolicy()`, so a browser build
 * fetches it as a chunk of its own when a form that sets a password opens, never with the login screen.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

export type Estimate = Pick<ZxcvbnResult, 'score'> & { warning: string | null };

export type Estimator = (password: string, userInputs: string[]) => Estimate;

export function createEstimator(): Estimator {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // Without translations the feedback is zxcvbn's keys (`simpleRepeat`, …): the policy words them from the catalogue.
    // Fewer l33t substitutions tried: the same verdicts on real passwords, at a few milliseconds instead of up to
    // seconds for a long one full of digits and symbols (the server checks what anyone sends).
    l33tMaxSubstitutions: 4,
    // A password is judged by its first 64 characters; the rest can only make it stronger.
    maxLength: 64,
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    return { score, warning: feedback.warning };
  };
}
