import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs';
import diceware from '@zxcvbn-ts/language-common/dist/diceware.json.mjs';
import commonPasswords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import firstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import wordSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import type { StrengthSuggestion, StrengthWarning } from './strength-messages';

export interface PasswordStrength {
  /** zxcvbn's 0 (guessed in under 10^3 tries) to 4 (over 10^10). */
  score: Score;
  warning: StrengthWarning | undefined;
  suggestions: StrengthSuggestion[];
}

/**
 * The dictionaries: leaked passwords, keyboard layouts, diceware words, English first names and
 * word sequences, about 220 kB gzip together. The English common words, surnames and Wikipedia
 * lists (another 600 kB gzip) are left out: this product's people mostly write in Chinese, Thai,
 * Vietnamese and Indonesian, and the leaked-password list already holds the pinyin and English
 * words people use most (docs/decisions/0022-password-strength-meter.md).
 */
const zxcvbn = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: {
    'passwords-common': commonPasswords,
    'diceware-common': diceware,
    'firstnames-en': firstNames,
    ...wordSequences,
  },
});

/**
 * The new password's strength with zxcvbn's feedback as its translation keys (no `translations`
 * option), which strength-messages.ts turns into the page's language. `userInputs` are words the
 * password should not be built from (the account's own name or mobile).
 */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  return {
    score,
    warning: (feedback.warning ?? undefined) as StrengthWarning | undefined,
    suggestions: feedback.suggestions as StrengthSuggestion[],
  };
}
