import { useLingui } from '@lingui/react/macro';
import type { Score } from '@zxcvbn-ts/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { onceUntilFailure } from '../../utils/once-until-failure';
import type { estimatePasswordStrength } from './password-strength-estimator';
import { scoreLabels, suggestionMessages, warningMessages } from './strength-messages';

export type PasswordStrengthEstimator = typeof estimatePasswordStrength;

/** The estimator and its dictionaries, fetched the first time a field mounts, not with the page. */
const loadEstimator = onceUntilFailure(() =>
  import('./password-strength-estimator').then((module) => module.estimatePasswordStrength),
);

export interface PasswordStrengthOptions {
  /** Words the password should not be built from: the account's name, its mobile. @default [] */
  userInputs?: readonly string[];
  /** Where the estimator comes from; stories and tests pass their own. @default the lazy chunk */
  load?: () => Promise<PasswordStrengthEstimator>;
}

/**
 * - empty: nothing typed;
 * - checking: the estimator is loading, or has not caught up with the typing;
 * - rated: the estimate is of the password as it now reads;
 * - unavailable: the estimator could not be loaded.
 */
export type PasswordStrengthState = 'empty' | 'checking' | 'rated' | 'unavailable';

export interface PasswordStrength {
  state: PasswordStrengthState;
  /** The latest estimate while something is typed; it may trail the typing ('checking'). */
  score?: Score;
  /** The score in words, or that it is checking; undefined while empty or unavailable. */
  label?: string;
  /** One line of advice in the page's language: zxcvbn's warning, else its first suggestion. */
  advice?: string;
}

/**
 * How hard the new password is to guess (zxcvbn), in the page's language. It only advises: the
 * password rule of docs/product.md §5 stays the gate.
 */
export function usePasswordStrength(
  password: string,
  { userInputs, load = loadEstimator }: PasswordStrengthOptions = {},
): PasswordStrength {
  const { i18n, t } = useLingui();
  const [estimator, setEstimator] = useState<PasswordStrengthEstimator | 'failed'>();

  useEffect(() => {
    let mounted = true;
    load().then(
      (loaded) => mounted && setEstimator(() => loaded),
      () => mounted && setEstimator('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [load]);

  // Typing stays immediate; the estimate follows when React has time for it.
  const typed = useDeferredValue(password);
  const estimate = useMemo(
    () =>
      typeof estimator === 'function' && typed !== '' ? estimator(typed, userInputs) : undefined,
    [estimator, typed, userInputs],
  );

  if (password === '') return { state: 'empty' };
  if (estimator === 'failed')
    return {
      state: 'unavailable',
      advice: t({
        id: 'passwordStrength.unavailable',
        message: 'The strength check is not available now.',
      }),
    };
  if (!estimate)
    return {
      state: 'checking',
      label: t({ id: 'passwordStrength.checking', message: 'Checking strength…' }),
    };
  const [suggestion] = estimate.suggestions;
  return {
    state: typed === password ? 'rated' : 'checking',
    score: estimate.score,
    label: i18n._(scoreLabels[estimate.score]),
    advice: estimate.warning
      ? i18n._(warningMessages[estimate.warning])
      : suggestion
        ? i18n._(suggestionMessages[suggestion])
        : undefined,
  };
}
