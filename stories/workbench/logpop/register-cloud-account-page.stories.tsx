import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import RegisterCloudAccountPage from '../../../workbench/routes/logpop/register-cloud-account-page';
import { paths } from '../../../workbench/routes/paths';
import { encryptField, sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { CODE, MOBILE, playWrongCode, SEEDED, SEND, sendCodeTo } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * /logpop/regKdCloud, where 5002012202 leads: the seeded user-name account user0004 binds a mobile
 * and signs in. Its sign-in has just been refused with 5002012202, so the sandbox lets it bind.
 */
function RegisterCloudAccountStage({ entry }: { entry: string }) {
  return (
    <RouteStage
      path={paths.registerCloudAccount.path}
      entry={entry}
      otherPaths={[paths.home.path, paths.login.path]}
    >
      <RegisterCloudAccountPage />
    </RouteStage>
  );
}

const { userId, userName } = SEEDED.registerCloudAccount;
const SUBMIT = /^(绑定并登录|Bind and sign in)$/;
/** A mobile no sandbox account uses. */
const FREE_MOBILE = '13600001234';

const meta = preview.meta({
  title: 'Workbench/Logpop/Register cloud account page',
  component: RegisterCloudAccountStage,
  tags: ['!autodocs'],
  args: { entry: paths.registerCloudAccount.getHref(encryptField(userName)).slice(1) },
  async beforeEach({ msw }) {
    await startSandbox(msw);
    (await sandbox.state()).signIn.pendingRegistrations.add(userId);
  },
});

/** Why a mobile is needed, and the form to bind one. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
});

/** A code sent to the mobile typed. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await sendCodeTo(canvas, FREE_MOBILE);
    blurActive();
  },
});

/** A mobile another account has: the sandbox's message under the send button. */
export const MobileTaken = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This mobile is already bound to another account.',
    );
    blurActive();
  },
});

/** A wrong code: the sandbox's message, every field kept. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: ({ canvas }) => playWrongCode(canvas, FREE_MOBILE, SUBMIT),
});

/** The right code: the mobile is bound, signed in, on to the main page. */
export const Success = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await sendCodeTo(canvas, FREE_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810{Enter}');
    const location = canvasElement.querySelector('[data-testid="location"]');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
    const account = (await sandbox.state()).accounts.get(userId);
    await expect(account?.mobile).toBe(FREE_MOBILE);
  },
});

/** A link without the account: said plainly, with the way back to sign-in. */
export const MissingAccount = meta.story({
  args: { entry: paths.registerCloudAccount.path },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /此登录链接无法使用|This sign-in link does not work/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(返回登录|Back to sign-in)$/ })).toBeVisible();
  },
});
