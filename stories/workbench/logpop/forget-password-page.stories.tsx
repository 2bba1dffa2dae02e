import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { SUCCESS_MESSAGE_MS } from '../../../shared/constants';
import ForgetPasswordPage from '../../../workbench/routes/logpop/forget-password-page';
import { paths } from '../../../workbench/routes/paths';
import { SANDBOX_PASSWORD, sandbox } from '../../../workbench/sandbox';
import { waitForStrengthRating } from '../../design-system/fixtures/password-strength';
import { blurActive } from '../../design-system/fixtures/overlays';
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

const MOBILE = '13900139000';
const WHOLE_PAGE = paths.forgetPassword.getHref().slice(1);
const RELAY = 'https://partner.example.com/done';

function ForgetPasswordStage({ query = '' }: { query?: string }) {
  return (
    <RouteStage
      path={paths.forgetPassword.path}
      entry={`${WHOLE_PAGE}${query}`}
      otherPaths={[paths.login.path]}
    >
      <ForgetPasswordPage />
    </RouteStage>
  );
}

/**
 * /logpop/forgetPassword?wholepage=1, the sign-in page's "forgot password" and the account site's
 * way in: the find-password flow with the reset form on the page. The account site's scene, from
 * and relayState (in the hash route's query) pick where a finished reset goes; the stage lists it.
 */
const meta = preview.meta({
  title: 'Workbench/Logpop/Forget password page',
  component: ForgetPasswordStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw);
  },
});

async function lookUp(canvasElement: HTMLElement, account = MOBILE) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(FIELDS.account), `${account}{Enter}`);
  await canvas.findByLabelText(FIELDS.mobile);
}

async function resetAndLeave(canvasElement: HTMLElement, destination: string) {
  const canvas = within(canvasElement);
  await lookUp(canvasElement);
  await submitReset(canvasElement, '246810');
  await expect(await canvas.findByText(SUCCESS_TEXT)).toBeVisible();
  await expect(
    await canvas.findByTestId('destinations', {}, { timeout: SUCCESS_MESSAGE_MS + 10_000 }),
  ).toHaveTextContent(destination);
  blurActive();
}

export const AccountStep = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(FIELDS.account)).toHaveValue('');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const UnknownAccount = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(FIELDS.account), 'nobody{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account has this name.');
    await expect(canvas.getByLabelText(FIELDS.account)).toHaveValue('nobody');
    blurActive();
  },
});

export const ResetForm = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement);
    await expect(canvas.getByLabelText(FIELDS.mobile)).toHaveValue('139****9000');
    await expect(canvas.getByRole('button', { name: BUTTONS.sendCode })).toBeEnabled();
    blurActive();
  },
});

/** "Use another account" goes back to the first step with the account as it was. */
export const OtherAccount = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, 'lina');
    await userEvent.click(canvas.getByRole('button', { name: /使用其他账号|Use another account/ }));
    await expect(canvas.getByLabelText(FIELDS.account)).toHaveValue('lina');
    blurActive();
  },
});

export const WrongCode = meta.story({
  beforeEach: () => codeWaitingAt(MOBILE),
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement);
    await submitReset(canvasElement, '135790');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expectPasswordsKept(canvasElement);
    blurActive();
  },
});

/** The account's current password as the new one: refused by the check before the reset (decision 0032). */
export const CurrentPassword = meta.story({
  beforeEach: () => codeWaitingAt(MOBILE),
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement);
    await userEvent.type(canvas.getByLabelText(FIELDS.code), '246810');
    await userEvent.type(canvas.getByLabelText(FIELDS.newPassword), SANDBOX_PASSWORD);
    await userEvent.type(canvas.getByLabelText(FIELDS.confirmPassword), SANDBOX_PASSWORD);
    await waitForStrengthRating(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTONS.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The new password must differ from the current one.',
    );
    await expect(canvas.getByLabelText(FIELDS.newPassword)).toHaveValue(SANDBOX_PASSWORD);
    blurActive();
  },
});

export const Submitting = meta.story({
  beforeEach: async () => {
    await codeWaitingAt(MOBILE);
    sandbox.scenarios.add({ path: 'sso/account/resetPwd', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement);
    await submitReset(canvasElement, '246810');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /保存中|Saving/ })).toBeDisabled(),
    );
  },
});

/** No scene, from or relayState: after the success message the page signs out. */
export const SuccessSignsOut = meta.story({
  beforeEach: () => codeWaitingAt(MOBILE),
  play: ({ canvasElement }) => resetAndLeave(canvasElement, DESTINATIONS.logout),
});

/** scene=scene2 (or from=app): the account site's success route. */
export const SuccessToAccountSite = meta.story({
  args: { query: '&scene=scene2' },
  beforeEach: () => codeWaitingAt(MOBILE),
  play: ({ canvasElement }) => resetAndLeave(canvasElement, DESTINATIONS.accountSiteSuccess),
});

export const SuccessToRelayState = meta.story({
  args: { query: `&relayState=${encodeURIComponent(RELAY)}` },
  beforeEach: () => codeWaitingAt(MOBILE),
  play: ({ canvasElement }) => resetAndLeave(canvasElement, RELAY),
});

/** A relayState off the allow-list is dropped: the page signs out instead. */
export const SuccessRelayStateRefused = meta.story({
  args: { query: `&relayState=${encodeURIComponent('https://evil.test/steal')}` },
  beforeEach: () => codeWaitingAt(MOBILE),
  play: ({ canvasElement }) => resetAndLeave(canvasElement, DESTINATIONS.logout),
});

export const BackToSignIn = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: messageText('logpop.backToSignIn') }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(paths.login.path);
  },
});
