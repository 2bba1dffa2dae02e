import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Score, TranslationKeys } from '@zxcvbn-ts/core';

export type StrengthWarning = keyof TranslationKeys['warnings'];
export type StrengthSuggestion = keyof TranslationKeys['suggestions'];

/** What each of zxcvbn's scores is called beside the bar. */
export const scoreLabels: Record<Score, MessageDescriptor> = {
  0: msg({ id: 'passwordStrength.score.0', message: 'Very weak' }),
  1: msg({ id: 'passwordStrength.score.1', message: 'Weak' }),
  2: msg({ id: 'passwordStrength.score.2', message: 'Fair' }),
  3: msg({ id: 'passwordStrength.score.3', message: 'Strong' }),
  4: msg({ id: 'passwordStrength.score.4', message: 'Very strong' }),
};

/**
 * zxcvbn's feedback keys in the page's language. Its own language packs cover English and
 * Indonesian but not Chinese, Vietnamese or Thai, so every language comes from our catalogues.
 */
export const warningMessages: Record<StrengthWarning, MessageDescriptor> = {
  straightRow: msg({
    id: 'passwordStrength.warning.straightRow',
    message: 'A straight row of keys is easy to guess.',
  }),
  keyPattern: msg({
    id: 'passwordStrength.warning.keyPattern',
    message: 'A short keyboard pattern is easy to guess.',
  }),
  simpleRepeat: msg({
    id: 'passwordStrength.warning.simpleRepeat',
    message: 'A repeated character such as "aaa" is easy to guess.',
  }),
  extendedRepeat: msg({
    id: 'passwordStrength.warning.extendedRepeat',
    message: 'A repeated group such as "abcabc" is easy to guess.',
  }),
  sequences: msg({
    id: 'passwordStrength.warning.sequences',
    message: 'A sequence such as "abc" or "123" is easy to guess.',
  }),
  recentYears: msg({
    id: 'passwordStrength.warning.recentYears',
    message: 'A recent year is easy to guess.',
  }),
  dates: msg({ id: 'passwordStrength.warning.dates', message: 'A date is easy to guess.' }),
  topTen: msg({
    id: 'passwordStrength.warning.topTen',
    message: 'This is one of the ten most used passwords.',
  }),
  topHundred: msg({
    id: 'passwordStrength.warning.topHundred',
    message: 'This is one of the hundred most used passwords.',
  }),
  common: msg({
    id: 'passwordStrength.warning.common',
    message: 'This is a commonly used password.',
  }),
  similarToCommon: msg({
    id: 'passwordStrength.warning.similarToCommon',
    message: 'This is close to a commonly used password.',
  }),
  wordByItself: msg({
    id: 'passwordStrength.warning.wordByItself',
    message: 'A single word is easy to guess.',
  }),
  namesByThemselves: msg({
    id: 'passwordStrength.warning.namesByThemselves',
    message: 'A name on its own is easy to guess.',
  }),
  commonNames: msg({
    id: 'passwordStrength.warning.commonNames',
    message: 'Common names are easy to guess.',
  }),
  userInputs: msg({
    id: 'passwordStrength.warning.userInputs',
    message: 'Leave out your account name and mobile number.',
  }),
  pwned: msg({
    id: 'passwordStrength.warning.pwned',
    message: 'This password has appeared in a data breach.',
  }),
};

export const suggestionMessages: Record<StrengthSuggestion, MessageDescriptor> = {
  l33t: msg({
    id: 'passwordStrength.suggestion.l33t',
    message: 'Swapping letters for look-alike symbols, such as @ for a, does not help much.',
  }),
  reverseWords: msg({
    id: 'passwordStrength.suggestion.reverseWords',
    message: 'A common word spelt backwards is still easy to guess.',
  }),
  allUppercase: msg({
    id: 'passwordStrength.suggestion.allUppercase',
    message: 'Capitalise some letters, not all of them.',
  }),
  capitalization: msg({
    id: 'passwordStrength.suggestion.capitalization',
    message: 'Capitalise more than the first letter.',
  }),
  dates: msg({
    id: 'passwordStrength.suggestion.dates',
    message: 'Avoid dates and years that have to do with you.',
  }),
  recentYears: msg({
    id: 'passwordStrength.suggestion.recentYears',
    message: 'Avoid recent years.',
  }),
  associatedYears: msg({
    id: 'passwordStrength.suggestion.associatedYears',
    message: 'Avoid years that have to do with you.',
  }),
  sequences: msg({
    id: 'passwordStrength.suggestion.sequences',
    message: 'Avoid sequences such as "abc" or "123".',
  }),
  repeated: msg({
    id: 'passwordStrength.suggestion.repeated',
    message: 'Avoid repeated words and characters.',
  }),
  longerKeyboardPattern: msg({
    id: 'passwordStrength.suggestion.longerKeyboardPattern',
    message: 'Use a longer keyboard pattern that changes direction several times.',
  }),
  anotherWord: msg({
    id: 'passwordStrength.suggestion.anotherWord',
    message: 'Add a word or two that are less common.',
  }),
  useWords: msg({
    id: 'passwordStrength.suggestion.useWords',
    message: 'Use several words, but not a well-known phrase.',
  }),
  noNeed: msg({
    id: 'passwordStrength.suggestion.noNeed',
    message: 'Length makes a password strong more than anything else.',
  }),
  pwned: msg({
    id: 'passwordStrength.suggestion.pwned',
    message: 'If you use this password anywhere else, change it there too.',
  }),
};
