import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import DowngradePage from '../../../workbench/routes/logpop/downgrade-page';
import { paths } from '../../../workbench/routes/paths';
import { encryptField, sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { SEEDED } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * /logpop/downGrade, where 5002012903 leads: the seeded downgraded account (13700000063) signs in
 * with an SMS code instead of its password.
 */
function DowngradeStage({ entry }: { entry: string }) {
  return (
    <RouteStage
      path={paths.downgrade.path}
      entry={entry}
      otherPaths={[paths.home.path, paths.login.path]}
    >
      <DowngradePage />
    </RouteStage>
  );
}

const CODE = /^(验证码|Verification code)/;
const SEND = /^(获取验证码|Send code)$/;
const SIGN_IN = /^(登录|Sign in)$/;

const meta = preview.meta({
  title: 'Workbench/Logpop/Downgrade page',
  component: DowngradeStage,
  tags: ['!autodocs'],
  args: { entry: paths.downgrade.getHref(encryptField(SEEDED.downgrade.mobile)).slice(1) },
  async beforeEach({ msw }) {
    await startSandbox(msw);
  },
});

/** Why the password is not enough now, and the code to sign in with. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
});

/** The code is sent: the masked mobile it went to. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByText(/137\*\*\*\*0063/)).toBeVisible();
    blurActive();
  },
});

/** A wrong code: the sandbox's message, the code kept. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0063/);
    await userEvent.type(canvas.getByLabelText(CODE), '135790');
    await userEvent.click(canvas.getByRole('button', { name: SIGN_IN }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expect(canvas.getByLabelText(CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** The right code: signed in, on to the main page. */
export const Success = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0063/);
    await userEvent.type(canvas.getByLabelText(CODE), '246810{Enter}');
    const location = canvasElement.querySelector('[data-testid="location"]');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
  },
});

/** An account the sandbox does not know: the send says so, the way back is beside it. */
export const UnknownAccount = meta.story({
  args: { entry: paths.downgrade.getHref(encryptField('nobody')).slice(1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The account is not valid.');
    await expect(canvas.getByRole('link', { name: /^(返回登录|Back to sign-in)$/ })).toBeVisible();
    blurActive();
  },
});

/** A link without the account: said plainly, with the way back to sign-in. */
export const MissingAccount = meta.story({
  args: { entry: paths.downgrade.path },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /此登录链接无法使用|This sign-in link does not work/ }),
    ).toBeVisible();
  },
});

/** Signing in: the sandbox holds the answer, the button is busy. */
export const SigningIn = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'sso/login/demoteLogin', answer: { delayMs: 60_000 } });
    return holdClock();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0063/);
    await userEvent.type(canvas.getByLabelText(CODE), '246810{Enter}');
    await expect(await canvas.findByRole('button', { name: /验证中|Verifying/ })).toHaveAttribute(
      'data-loading',
    );
    blurActive();
  },
});
