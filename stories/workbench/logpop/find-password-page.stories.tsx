import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { SUCCESS_MESSAGE_MS } from '../../../shared/constants';
import FindPasswordPage from '../../../workbench/routes/logpop/find-password-page';
import { paths } from '../../../workbench/routes/paths';
import { rememberSignInAccount } from '../../../workbench/routes/sign-in-flow/sign-in-account';
import { sandbox } from '../../../workbench/sandbox';
import { blurActive, findSettledDialog } from '../../design-system/fixtures/overlays';
import { RouteStage, startSandbox } from '../support/route-stage';
import {
  BUTTONS,
  codeWaitingAt,
  expectPasswordsKept,
  FIELDS,
  submitReset,
  SUCCESS_TEXT,
} from './find-password-fixtures';
import { DESTINATIONS } from '../../../shared/destinations';
import { messageText } from '../../design-system/fixtures/messages';

/** The seeded account whose sign-in answers 5002012201 (store/sign-in.ts): it typed this. */
const GATED = '13700000014';

function FindPasswordStage() {
  return (
    <RouteStage path={paths.findPassword.path} otherPaths={[paths.login.path]}>
      <FindPasswordPage />
    </RouteStage>
  );
}

/**
 * /logpop/findpwd, where the sign-in's password alerts (5002012201, 5002012902, 5002012047) lead:
 * the account typed on the sign-in page, then the reset form in its modal. Every state is the
 * sandbox's answer; where the page would leave, the stage lists the address.
 */
const meta = preview.meta({
  title: 'Workbench/Logpop/Find password page',
  component: FindPasswordStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw);
    rememberSignInAccount(GATED);
    return () => rememberSignInAccount('');
  },
});

async function openResetDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: BUTTONS.next }));
  const dialog = await findSettledDialog('dialog', { name: /重置密码|Reset password/ });
  return dialog;
}

export const AccountStep = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(FIELDS.account)).toHaveValue(GATED);
  },
});

export const LookingUp = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'sso/account/forgetPwd', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: BUTTONS.next }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /正在查找|Looking up/ })).toBeDisabled(),
    );
  },
});

export const UnknownAccount = meta.story({
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(FIELDS.account);
    await userEvent.clear(field);
    await userEvent.type(field, 'nobody{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account has this name.');
    await expect(field).toHaveValue('nobody');
    blurActive();
  },
});

export const ResetForm = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openResetDialog(canvasElement);
    await expect(within(dialog).getByLabelText(FIELDS.mobile)).toHaveValue('137****0014');
    blurActive();
  },
});

export const SendCodeRefused = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/sms/resetPwd',
      answer: { errcode: '-1', description: 'Too many codes today. Try again tomorrow.' },
    });
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openResetDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: BUTTONS.sendCode }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many codes today. Try again tomorrow.',
    );
    blurActive();
  },
});

export const WrongCode = meta.story({
  beforeEach: () => codeWaitingAt(GATED),
  play: async ({ canvasElement }) => {
    const dialog = await openResetDialog(canvasElement);
    await submitReset(dialog, '135790');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expectPasswordsKept(dialog);
    blurActive();
  },
});

export const Submitting = meta.story({
  beforeEach: async () => {
    await codeWaitingAt(GATED);
    sandbox.scenarios.add({ path: 'sso/account/resetPwd', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openResetDialog(canvasElement);
    await submitReset(dialog, '246810');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /保存中|Saving/ })).toBeDisabled(),
    );
  },
});

/** After the success message, no scene, from or relayState: the page signs out. */
export const Success = meta.story({
  beforeEach: () => codeWaitingAt(GATED),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openResetDialog(canvasElement);
    await submitReset(dialog, '246810');
    await expect(await within(dialog).findByText(SUCCESS_TEXT)).toBeVisible();
    await expect(
      await canvas.findByTestId('destinations', {}, { timeout: SUCCESS_MESSAGE_MS + 10_000 }),
    ).toHaveTextContent(DESTINATIONS.logout);
    blurActive();
  },
});

export const BackToSignIn = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: messageText('logpop.backToSignIn') }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(paths.login.path);
  },
});
