import { Box, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  PasswordStrengthMeter,
  type PasswordStrengthEstimator,
} from '../../design-system/components/password-strength-meter';
import { waitForStrengthRating } from './fixtures/password-strength';
import { blurActive } from './fixtures/overlays';

const meta = preview.meta({
  title: 'Design system/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { password: 'Password1!' },
  decorators: [
    (Story) => (
      <Box maxW="xs">
        <Story />
      </Box>
    ),
  ],
});

/** Rated once the estimator has loaded and caught up with the typing. */
async function expectScore(canvasElement: HTMLElement, score: number) {
  await waitForStrengthRating(canvasElement);
  await expect(canvasElement.querySelector('[role="meter"]')).toHaveAttribute(
    'aria-valuenow',
    String(score),
  );
}

function MeterInAField() {
  const [password, setPassword] = useState('');
  return (
    <Field.Root>
      <Field.Label>新密码</Field.Label>
      <Input
        size="sm"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter password={password} />
    </Field.Root>
  );
}

/** Under a new-password field, rating as the person types: type in it to try passwords. */
export const InAField = meta.story({
  render: () => <MeterInAField />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), 'Tiger#888');
    await expectScore(canvasElement, 2);
    blurActive();
  },
});

/** A password the rule accepts (letter, digit, symbol) but leaked lists know well. */
export const Weak = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async ({ canvasElement }) => expectScore(canvasElement, 1),
});

export const VeryWeak = meta.story({
  args: { password: 'password' },
  play: async ({ canvasElement }) => expectScore(canvasElement, 0),
});

export const Fair = meta.story({
  args: { password: 'Tiger#888' },
  play: async ({ canvasElement }) => expectScore(canvasElement, 2),
});

export const Strong = meta.story({
  args: { password: 'Kd#2026pass' },
  play: async ({ canvasElement }) => expectScore(canvasElement, 3),
});

export const VeryStrong = meta.story({
  args: { password: 'q7#Vd!rZ2m&Lp' },
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => expectScore(canvasElement, 4),
});

/** Built from the account the person is resetting. */
export const AccountInPassword = meta.story({
  args: { password: 'zhangwei#88', userInputs: ['zhangwei'] },
  play: async ({ canvas, canvasElement }) => {
    await expectScore(canvasElement, 1);
    await expect(canvas.getByText(/账号名|account name/)).toBeVisible();
  },
});

/** Nothing typed yet: the meter keeps its place, empty. */
export const Empty = meta.story({ args: { password: '' } });

/** The estimator's chunk is still on its way. */
export const Checking = meta.story({
  args: { load: () => new Promise<PasswordStrengthEstimator>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/正在检查强度|Checking strength/)).toBeVisible();
  },
});

/** The estimator could not be loaded: the meter says so, and the rule still decides. */
export const Unavailable = meta.story({
  args: { load: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂时无法检查|not available/)).toBeVisible();
  },
});
