import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SignInPanel,
  type SignInPanelProps,
} from '../../../../../design-system/components/sign-in-panel';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

function setup(overrides: Partial<SignInPanelProps> = {}) {
  const props: SignInPanelProps = {
    encodePassword: vi.fn((password: string) => Promise.resolve(`enc(${password})`)),
    onPasswordSignIn: vi.fn(() => Promise.resolve()),
    forgotPasswordHref: '#/logpop/forgetPassword?wholepage=1',
    onSendSmsCode: vi.fn(() => Promise.resolve()),
    onSmsSignIn: vi.fn(() => Promise.resolve()),
    onCheckAuthorizationCode: vi.fn(() => Promise.resolve('138****8000')),
    onSendAuthorizationSms: vi.fn(() => Promise.resolve()),
    onAuthorizationCodeSignIn: vi.fn(() => Promise.resolve()),
    qr: <p>the QR code</p>,
    onCloudSignIn: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<SignInPanel {...props} />);
  return { props, user: userEvent.setup() };
}

const account = () => screen.getByLabelText('Mobile number or user name');
// The tab panels are named by their tabs: fields are looked for among the inputs.
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });
const agree = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));

describe('SignInPanel: password', () => {
  it('should send the trimmed account, the encoded password and login type 0 for a mobile', async () => {
    const { props, user } = setup();
    await user.type(account(), ' 13800138000 ');
    await user.type(password(), 'Sandbox@2026');
    await agree(user);
    await user.click(signIn());
    await waitFor(() =>
      expect(props.onPasswordSignIn).toHaveBeenCalledWith({
        account: '13800138000',
        password: 'enc(Sandbox@2026)',
        loginType: 0,
      }),
    );
  });

  it('should sign a user name in with login type 1', async () => {
    const { props, user } = setup();
    await user.type(account(), 'user0012');
    await user.type(password(), 'Sandbox@2026');
    await agree(user);
    await user.click(signIn());
    await waitFor(() =>
      expect(props.onPasswordSignIn).toHaveBeenCalledWith(
        expect.objectContaining({ account: 'user0012', loginType: 1 }),
      ),
    );
  });

  it('should not apply the password strength rule on sign-in', async () => {
    const { props, user } = setup();
    await user.type(account(), 'user0012');
    await user.type(password(), 'abc');
    await agree(user);
    await user.click(signIn());
    await waitFor(() => expect(props.onPasswordSignIn).toHaveBeenCalled());
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('should require both fields and focus the first invalid one', async () => {
    const { props, user } = setup();
    await user.type(password(), 'Sandbox@2026');
    await user.click(signIn());
    expect(screen.getByText('Enter your mobile number or user name')).toBeInTheDocument();
    expect(account()).toHaveFocus();
    await user.clear(password());
    await user.type(account(), 'user0012');
    await user.click(signIn());
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(props.onPasswordSignIn).not.toHaveBeenCalled();
  });

  it('should submit on Enter', async () => {
    const { props, user } = setup({ showAgreement: false });
    await user.type(account(), 'user0012');
    await user.type(password(), 'Sandbox@2026{Enter}');
    await waitFor(() => expect(props.onPasswordSignIn).toHaveBeenCalledTimes(1));
  });

  it('should be busy while signing in and send once', async () => {
    let settle: () => void = () => undefined;
    const { props, user } = setup({
      showAgreement: false,
      onPasswordSignIn: vi.fn(() => new Promise<void>((resolve) => (settle = resolve))),
    });
    await user.type(account(), 'user0012');
    await user.type(password(), 'Sandbox@2026{Enter}');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await user.type(password(), '{Enter}');
    expect(props.onPasswordSignIn).toHaveBeenCalledTimes(1);
    settle();
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('should show a refusal inline and keep what was typed', async () => {
    const { user } = setup({
      showAgreement: false,
      onPasswordSignIn: vi.fn(() => Promise.reject(new Error('The account or password is wrong.'))),
    });
    await user.type(account(), '13800138000');
    await user.type(password(), 'Wrong@2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
    expect(account()).toHaveValue('13800138000');
    expect(password()).toHaveValue('Wrong@2026');
  });

  it('should lead to the forgot-password page it is given', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#/logpop/forgetPassword?wholepage=1',
    );
  });
});

describe('SignInPanel: agreement', () => {
  it('should hold the sign-in until the agreement is ticked, saying so', async () => {
    const { props, user } = setup();
    await user.type(account(), 'user0012');
    await user.type(password(), 'Sandbox@2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Agree to the User Agreement and Privacy Policy to sign in.',
    );
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(props.onPasswordSignIn).not.toHaveBeenCalled();
    await agree(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(signIn());
    await waitFor(() => expect(props.onPasswordSignIn).toHaveBeenCalled());
  });

  it('should not show the agreement when showAgreement is false', () => {
    setup({ showAgreement: false });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('should link the agreement when given where it can be read', () => {
    setup({ agreementHref: 'https://www.example.com/agreement' });
    expect(screen.getByRole('link', { name: 'User Agreement and Privacy Policy' })).toHaveAttribute(
      'href',
      'https://www.example.com/agreement',
    );
  });
});

describe('SignInPanel: SMS code', () => {
  it('should send the code only to a valid mobile, then sign in with mobile and code', async () => {
    const { props, user } = setup({ defaultMethod: 'sms', showAgreement: false });
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(props.onSendSmsCode).toHaveBeenCalledWith('13800138000');
    await user.type(screen.getByLabelText('Verification code'), ' 246810 {Enter}');
    await waitFor(() =>
      expect(props.onSmsSignIn).toHaveBeenCalledWith({ mobile: '13800138000', vCode: '246810' }),
    );
  });

  it('should check the mobile by the mobile rule and require the code', async () => {
    const { props, user } = setup({ defaultMethod: 'sms', showAgreement: false });
    await user.type(screen.getByLabelText('Mobile number'), '12345{Enter}');
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(props.onSmsSignIn).not.toHaveBeenCalled();
  });

  it('should keep what was typed when the code is refused', async () => {
    const { user } = setup({
      defaultMethod: 'sms',
      showAgreement: false,
      onSmsSignIn: vi.fn(() => Promise.reject(new Error('The verification code is wrong.'))),
    });
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.type(screen.getByLabelText('Verification code'), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(screen.getByLabelText('Verification code')).toHaveValue('111111');
  });
});

describe('SignInPanel: authorization code', () => {
  it('should look the code up, show the owner’s mobile, send the SMS and sign in', async () => {
    const { props, user } = setup({ defaultMethod: 'authorizationCode', showAgreement: false });
    await user.type(
      screen.getByLabelText('Authorization code', { selector: 'input' }),
      'K7Q2M9XA{Enter}',
    );
    expect(props.onCheckAuthorizationCode).toHaveBeenCalledWith('K7Q2M9XA');
    expect(await screen.findByLabelText('Mobile of the code’s owner')).toHaveValue('138****8000');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(props.onSendAuthorizationSms).toHaveBeenCalledWith('K7Q2M9XA');
    await user.type(screen.getByLabelText('Verification code'), '246810{Enter}');
    await waitFor(() =>
      expect(props.onAuthorizationCodeSignIn).toHaveBeenCalledWith({
        code: 'K7Q2M9XA',
        vCode: '246810',
      }),
    );
  });

  it('should show why a code was not found and keep it', async () => {
    const { user } = setup({
      defaultMethod: 'authorizationCode',
      onCheckAuthorizationCode: vi.fn(() =>
        Promise.reject(new Error('Authorization code NOPE is not valid.')),
      ),
    });
    await user.type(
      screen.getByLabelText('Authorization code', { selector: 'input' }),
      'NOPE{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authorization code NOPE is not valid.',
    );
    expect(screen.getByLabelText('Authorization code', { selector: 'input' })).toHaveValue('NOPE');
  });

  it('should go back to the code, kept, for another one', async () => {
    const { user } = setup({ defaultMethod: 'authorizationCode' });
    await user.type(
      screen.getByLabelText('Authorization code', { selector: 'input' }),
      'K7Q2M9XA{Enter}',
    );
    await user.click(await screen.findByRole('button', { name: 'Use another authorization code' }));
    expect(screen.getByLabelText('Authorization code', { selector: 'input' })).toHaveValue(
      'K7Q2M9XA',
    );
    expect(screen.getByLabelText('Authorization code', { selector: 'input' })).toHaveFocus();
  });
});

describe('SignInPanel: QR, tabs and cloud', () => {
  it('should render the QR content only while its tab is open and the agreement ticked', async () => {
    const { user } = setup();
    expect(screen.queryByText('the QR code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'QR code' }));
    expect(screen.getByText('Tick the agreement below to show the QR code.')).toBeInTheDocument();
    await agree(user);
    expect(screen.getByText('the QR code')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.queryByText('the QR code')).not.toBeInTheDocument();
  });

  it('should keep what was typed when another tab is opened and closed', async () => {
    const { user } = setup();
    await user.type(account(), 'user0012');
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(account()).toHaveValue('user0012');
  });

  it('should offer cloud sign-in only when it is given', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with the cloud account' }));
    expect(props.onCloudSignIn).toHaveBeenCalledTimes(1);
  });

  it('should leave the cloud button out without onCloudSignIn', () => {
    setup({ onCloudSignIn: undefined });
    expect(
      screen.queryByRole('button', { name: 'Sign in with the cloud account' }),
    ).not.toBeInTheDocument();
  });
});

describe('SignInPanel, two clicks in one task', () => {
  const pending = () => vi.fn(() => new Promise<never>(() => undefined));

  it('should sign in with the password once', async () => {
    const { props, user } = setup({ onPasswordSignIn: pending() });
    await user.type(account(), '13800138000');
    await user.type(password(), 'Sandbox@2026');
    await agree(user);
    clickTwiceInOneTask(signIn());
    await waitFor(() => expect(props.onPasswordSignIn).toHaveBeenCalled());
    expect(props.encodePassword).toHaveBeenCalledTimes(1);
    expect(props.onPasswordSignIn).toHaveBeenCalledTimes(1);
  });

  it('should sign in with the SMS code once', async () => {
    const { props, user } = setup({
      defaultMethod: 'sms',
      showAgreement: false,
      onSmsSignIn: pending(),
    });
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.type(screen.getByLabelText('Verification code'), '246810');
    clickTwiceInOneTask(signIn());
    expect(props.onSmsSignIn).toHaveBeenCalledTimes(1);
  });

  it('should look the authorization code up once, and sign in with it once', async () => {
    const { props, user } = setup({
      defaultMethod: 'authorizationCode',
      showAgreement: false,
      onAuthorizationCodeSignIn: pending(),
    });
    await user.type(screen.getByLabelText('Authorization code', { selector: 'input' }), 'K7Q2M9XA');
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Next' }));
    expect(props.onCheckAuthorizationCode).toHaveBeenCalledTimes(1);
    await user.type(await screen.findByLabelText('Verification code'), '246810');
    clickTwiceInOneTask(signIn());
    expect(props.onAuthorizationCodeSignIn).toHaveBeenCalledTimes(1);
  });
});
