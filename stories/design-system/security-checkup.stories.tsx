import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { SecurityCheckup } from '../../design-system/components/security-checkup';
import { ACCOUNT_TO_REVIEW, CHECKUP_NOW, SAFE_ACCOUNT } from './fixtures/home-dashboard';
import { blurActive } from './fixtures/overlays';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Some in place, some to do: the usual account. */
const PARTLY_DONE = {
  ...SAFE_ACCOUNT,
  email: '',
  remoteLoginNotice: false,
  password: { pwdExpireDays: 0, daysLeft: null },
  trustedDevices: { count: 3, reviewedAt: CHECKUP_NOW - 120 * DAY_MS },
  thirdPlatforms: ['wx', 'dingtalk'] as const,
};

const meta = preview.meta({
  title: 'Design system/SecurityCheckup',
  component: SecurityCheckup,
  args: { state: PARTLY_DONE, onFix: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
});

/** The score, what is left to do, and each item's fix beside it. */
export const PartlyDone = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-score]')).toHaveAttribute('data-score', '55');
  },
});

export const AllDone = meta.story({
  args: { state: SAFE_ACCOUNT },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText('100')).toBeVisible();
  },
});

export const NothingInPlace = meta.story({
  args: { state: ACCOUNT_TO_REVIEW },
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
});

/** A fix that opens a dialog or waits on the server: its button shows it is busy. */
export const FixRunning = meta.story({
  args: { onFix: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', {
      name: /^(开启|Turn on): (异地登录提醒|Remote-login notice)$/,
    });
    await userEvent.click(button);
    await expect(args.onFix).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'remoteLoginNotice' }),
    );
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
  },
});

/** The server refused: the item says why, and its fix can be tried again. */
export const FixFailed = meta.story({
  args: { onFix: fn(() => Promise.reject(new Error('操作失败，请稍后重试'))) },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^(开启|Turn on): (异地登录提醒|Remote-login notice)$/ }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('操作失败，请稍后重试');
    blurActive();
  },
});

/** On the main page: each fix is a link to the account settings, which starts it there. */
export const FromTheMainPage = meta.story({
  args: { onFix: undefined, fixHref: (key: string) => `#/accountSetting?fix=${key}` },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: /^(开启|Turn on): (异地登录提醒|Remote-login notice)$/ }),
    ).toHaveAttribute('href', '#/accountSetting?fix=remoteLoginNotice');
  },
});
