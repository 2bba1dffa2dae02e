import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { QrSignInTab, SignInPanel } from '../../design-system/components/sign-in-panel';
import { blurActive } from './fixtures/overlays';

/** A fixed login code, so every screenshot draws the same modules. */
const LOGIN_URL = 'https://m.example.com/scan-login?loginCode=LC-20250821-0001';

const ACCOUNT = /^(手机号或用户名|Mobile number or user name)$/;
const PASSWORD = /^(密码|Password)$/;
const SIGN_IN = /^(登录|Sign in)$/;
const AGREEMENT = /我已阅读并同意|I have read and agree/;
const AUTHORIZATION_CODE = /^(授权码|Authorization code)$/;

/** The open tab's form: each tab panel is named by its tab, so fields are looked for inside it. */
function form(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('tabpanel'));
}

const meta = preview.meta({
  title: 'Design system/SignInPanel',
  component: SignInPanel,
  args: {
    encodePassword: fn((password: string) => Promise.resolve(`encoded:${password.length}`)),
    onPasswordSignIn: fn(() => Promise.resolve()),
    forgotPasswordHref: '#/logpop/forgetPassword?wholepage=1',
    onSendSmsCode: fn(() => Promise.resolve()),
    onSmsSignIn: fn(() => Promise.resolve()),
    onCheckAuthorizationCode: fn(() => Promise.resolve('138****8000')),
    onSendAuthorizationSms: fn(() => Promise.resolve()),
    onAuthorizationCodeSignIn: fn(() => Promise.resolve()),
    qr: <QrSignInTab value={LOGIN_URL} state="waiting" onRefresh={fn()} />,
    onCloudSignIn: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
});

/** Password sign-in, the first tab: account, password, the agreement and the cloud button. */
export const Password = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '#/logpop/forgetPassword?wholepage=1',
    );
  },
});

export const SmsCode = meta.story({
  args: { defaultMethod: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码|Send code/ })).toBeDisabled();
  },
});

/** The QR tab once the agreement is ticked: the code to scan. */
export const QrCode = meta.story({
  args: { defaultMethod: 'qr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText(AGREEMENT));
    await expect(await canvas.findByRole('img')).toBeInTheDocument();
    blurActive();
  },
});

/** The QR tab before the agreement is ticked: no code is asked for yet. */
export const QrNeedsAgreement = meta.story({
  args: { defaultMethod: 'qr' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(/勾选下方的协议|Tick the agreement below/)).toBeVisible();
  },
});

export const AuthorizationCode = meta.story({
  args: { defaultMethod: 'authorizationCode' },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByLabelText(AUTHORIZATION_CODE)).toBeVisible();
  },
});

/** The code was found: its owner's masked mobile, the send-code button and the SMS code. */
export const AuthorizationCodeSmsStep = meta.story({
  args: { defaultMethod: 'authorizationCode' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(form(canvasElement).getByLabelText(AUTHORIZATION_CODE), 'K7Q2M9XA{Enter}');
    await expect(args.onCheckAuthorizationCode).toHaveBeenCalledWith('K7Q2M9XA');
    await expect(
      await canvas.findByLabelText(/授权码所有者的手机号|Mobile of the code’s owner/),
    ).toHaveValue('138****8000');
    await expect(canvas.getByLabelText(/^(验证码|Verification code)$/)).toHaveFocus();
    blurActive();
  },
});

/** Sign in with nothing typed: both fields say what they need; the account takes focus. */
export const EmptySubmit = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: SIGN_IN }));
    await expect(form(canvasElement).getByLabelText(ACCOUNT)).toHaveFocus();
    await expect(form(canvasElement).getByLabelText(ACCOUNT)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form(canvasElement).getByLabelText(PASSWORD)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onPasswordSignIn).not.toHaveBeenCalled();
    blurActive();
  },
});

/** Valid fields but the agreement unticked: the sign-in is held and the checkbox takes focus. */
export const AgreementRequired = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(form(canvasElement).getByLabelText(ACCOUNT), '13800138000');
    await userEvent.type(form(canvasElement).getByLabelText(PASSWORD), 'Sandbox@2026{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /请先阅读并同意|Agree to the User Agreement/,
    );
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(args.onPasswordSignIn).not.toHaveBeenCalled();
    blurActive();
  },
});

/** A user name signs in with login type 1; the password leaves the form encoded. */
export const Submitting = meta.story({
  args: { onPasswordSignIn: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(form(canvasElement).getByLabelText(ACCOUNT), 'user0012');
    await userEvent.type(form(canvasElement).getByLabelText(PASSWORD), 'Sandbox@2026');
    await userEvent.click(canvas.getByText(AGREEMENT));
    await userEvent.click(canvas.getByRole('button', { name: SIGN_IN }));
    await waitFor(() =>
      expect(args.onPasswordSignIn).toHaveBeenCalledWith({
        account: 'user0012',
        password: 'encoded:12',
        loginType: 1,
      }),
    );
    await expect(canvas.getByRole('button', { name: /正在登录|Signing in/ })).toBeDisabled();
    blurActive();
  },
});

/** The server refused: its message shows in the form and nothing typed is lost. */
export const WrongPassword = meta.story({
  args: { onPasswordSignIn: fn(() => Promise.reject(new Error('账号或密码错误'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(form(canvasElement).getByLabelText(ACCOUNT), '13800138000');
    await userEvent.type(form(canvasElement).getByLabelText(PASSWORD), 'Wrong@2026');
    await userEvent.click(canvas.getByText(AGREEMENT));
    await userEvent.click(canvas.getByRole('button', { name: SIGN_IN }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
    await expect(form(canvasElement).getByLabelText(ACCOUNT)).toHaveValue('13800138000');
    await expect(form(canvasElement).getByLabelText(PASSWORD)).toHaveValue('Wrong@2026');
    blurActive();
  },
});

/** showAgreement is not '1': no checkbox, and nothing holds the sign-in. */
export const AgreementHidden = meta.story({
  args: { showAgreement: false },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(form(canvasElement).getByLabelText(ACCOUNT), '13800138000');
    await userEvent.type(form(canvasElement).getByLabelText(PASSWORD), 'Sandbox@2026{Enter}');
    await waitFor(() => expect(args.onPasswordSignIn).toHaveBeenCalled());
    blurActive();
  },
});

/** Without cloud sign-in the panel ends with the agreement. */
export const WithoutCloudSignIn = meta.story({
  args: { onCloudSignIn: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: /使用云账号登录|Sign in with the cloud account/ }),
    ).not.toBeInTheDocument();
  },
});
