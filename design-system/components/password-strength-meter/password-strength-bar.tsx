import { Box, HStack, type StackProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Score } from '@zxcvbn-ts/core';
import type { PasswordStrength } from './use-password-strength';

export interface PasswordStrengthBarProps extends Omit<StackProps, 'children'> {
  strength: PasswordStrength;
}

const SEGMENTS = 4;

const SEGMENT_COLOUR: Record<Score, 'red.solid' | 'orange.solid' | 'green.solid'> = {
  0: 'red.solid',
  1: 'red.solid',
  2: 'orange.solid',
  3: 'green.solid',
  4: 'green.solid',
};

/**
 * Four segments under a new-password field, one to four lit by the score: a meter to assistive
 * technology once it has a score, with the score's words as its value. Drawn empty while nothing
 * is typed, so it takes its room from the start and nothing below moves as the person types.
 */
export function PasswordStrengthBar({ strength, ...stackProps }: PasswordStrengthBarProps) {
  const { t } = useLingui();
  const { score, label, state } = strength;
  const lit = score === undefined || state === 'empty' ? 0 : Math.max(score, 1);
  return (
    <HStack
      gap="1"
      w="full"
      // 'rated' once the estimate is of the password as it now reads: what a story or test waits for.
      data-password-strength={state}
      {...(score === undefined || state === 'empty'
        ? { 'aria-hidden': true }
        : {
            role: 'meter',
            'aria-label': t({ id: 'passwordStrength.label', message: 'Password strength' }),
            'aria-valuemin': 0,
            'aria-valuemax': 4,
            'aria-valuenow': score,
            'aria-valuetext': label,
          })}
      {...stackProps}
    >
      {Array.from({ length: SEGMENTS }, (_, index) => (
        <Box
          key={index}
          h="1"
          flex="1"
          rounded="full"
          bg={score !== undefined && index < lit ? SEGMENT_COLOUR[score] : 'bg.emphasized'}
        />
      ))}
    </HStack>
  );
}

PasswordStrengthBar.displayName = 'PasswordStrengthBar';
