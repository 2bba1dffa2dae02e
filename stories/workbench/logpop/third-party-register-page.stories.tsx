import type { Canvas } from 'storybook/internal/types';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import ThirdPartyRegisterPage from '../../../workbench/routes/logpop/third-party-register-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { CODE, MOBILE, sendCodeTo } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';
import { messageStart, messageText } from '../../design-system/fixtures/messages';
import { holdClock } from '../../design-system/fixtures/clock';

/** The ticket of the story's cloud identity, which has no account yet. */
const TICKET = 'NEW-IDENTITY-STORY';

/**
 * /logpop/thirdPartyRegister, where oauth2/codeLogin's 5002012202 leads a cloud identity with no
 * account: the start-up query holds its ticket (seeded unbound in beforeEach) and the client.
 */
function ThirdPartyRegisterStage({ search }: { search: string }) {
  return (
    <RouteStage
      path={paths.thirdPartyRegister.path}
      entry={paths.thirdPartyRegister.path}
      search={search}
      otherPaths={[paths.home.path, paths.login.path]}
    >
      <ThirdPartyRegisterPage />
    </RouteStage>
  );
}

/** Read in the play, not at load: a remount changes the language after the module is loaded. */
const password = () => messageText('registerAccount.password');
const confirmPassword = () => messageStart('registerAccount.confirmPassword');
const submit = () => messageText('registerAccount.submit');
/** A mobile no sandbox account uses. */
const FREE_MOBILE = '13600001234';

const meta = preview.meta({
  title: 'Workbench/Logpop/Third-party register page',
  component: ThirdPartyRegisterStage,
  tags: ['!autodocs'],
  args: { search: `?jdyTicket=${TICKET}&clientId=sandbox-client` },
  async beforeEach({ msw }) {
    await startSandbox(msw);
    (await sandbox.state()).signIn.tickets.set(TICKET, {
      userId: '',
      corpId: '',
      clientId: 'sandbox-client',
      standing: false,
      expiresAt: Number.POSITIVE_INFINITY,
      used: false,
    });
  },
});

/** Everything typed right, up to the agreement. */
async function fillForm(
  canvas: Canvas,
  { mobile = FREE_MOBILE, code = '246810', confirm = 'Sandbox@2026' } = {},
) {
  await sendCodeTo(canvas, mobile);
  await userEvent.type(canvas.getByLabelText(CODE), code);
  await userEvent.type(canvas.getByLabelText(password(), { selector: 'input' }), 'Sandbox@2026');
  await userEvent.type(canvas.getByLabelText(confirmPassword()), confirm);
}

/** Why an account is needed, and the form to register one. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Mobile and code; the two passwords are no textboxes.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.getByLabelText(confirmPassword())).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
});

/** A code sent, a strong password rated as it is typed. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-password-strength', 'rated');
    blurActive();
  },
});

/** The passwords differ: said under the confirmation, nothing sent. */
export const PasswordMismatch = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await fillForm(canvas, { confirm: 'Sandbox@2027' });
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    await expect(canvas.getByLabelText(confirmPassword())).toHaveFocus();
    await expect(canvas.getByLabelText(confirmPassword())).toHaveAttribute('aria-invalid', 'true');
  },
});

/** The agreement not ticked: asked for, nothing sent. */
export const AgreementMissing = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
});

/** A mobile another account has: the server's message, every field kept. */
export const MobileTaken = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await fillForm(canvas, { mobile: '13800138000' });
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This mobile is already registered. Sign in instead.',
    );
    await expect(canvas.getByLabelText(MOBILE)).toHaveValue('13800138000');
    blurActive();
  },
});

/** A wrong code: the server's message, every field kept. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await fillForm(canvas, { code: '135790' });
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expect(canvas.getByLabelText(CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** The registration on its way: the button waits. */
export const Registering = meta.story({
  beforeEach: () => {
    const release = holdClock();
    sandbox.scenarios.add({ path: 'sso/oauth2/register', answer: { delayMs: 60_000 } });
    return release;
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    await expect(await canvas.findByRole('button', { name: /正在注册|Registering/ })).toBeVisible();
  },
});

/** Registered and signed in by the same ticket: on to the main page. */
export const Registered = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submit() }));
    const location = canvasElement.querySelector('[data-testid="location"]');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
    const ticket = (await sandbox.state()).signIn.tickets.get(TICKET);
    await expect(ticket?.userId).not.toBe('');
  },
});

/** Opened without a ticket: said plainly, with the way back to sign-in. */
export const MissingTicket = meta.story({
  args: { search: '' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /此登录链接无法使用|This sign-in link does not work/ }),
    ).toBeVisible();
  },
});
