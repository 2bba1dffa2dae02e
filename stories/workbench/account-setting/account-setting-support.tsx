import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountSettingPage from '../../../workbench/routes/account-setting/account-setting-page';
import { paths } from '../../../workbench/routes/paths';
import {
  createTestAccount,
  sandbox,
  securityOf,
  SEED_DAY,
  startSession,
} from '../../../workbench/sandbox';
import { findSettledDialog } from '../../design-system/fixtures/overlays';
import { messageText } from '../../design-system/fixtures/messages';
import { holdClock } from '../../design-system/fixtures/clock';
import { RouteStage } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';

/**
 * /accountSetting as u0001 (138****8000: protection by SMS, the notice on, a 90-day password,
 * WeChat bound, two valid authorization codes) against the sandbox, or as a fresh account in a
 * corp of its own (135****0001, nothing bound). Every SMS code is 246810.
 */
export function AccountSettingStage() {
  return (
    <RouteStage path={paths.accountSetting.path} otherPaths={[paths.authorizationCodes.path]}>
      <AccountSettingPage />
    </RouteStage>
  );
}

export const CODE = '246810';
/** The settings rows' titles, by message id (see row). */
export const REMOTE_NOTICE = 'securitySettings.remoteLoginNotice';
export const LOGIN_PROTECT = 'securitySettings.loginProtect';
export const SECOND_CHECK = 'securitySettings.secondCheck';
export const EXPIRY = 'securitySettings.passwordExpiry';
export const PASSWORD = 'securitySettings.password';
export const MOBILE = 'securitySettings.mobile';
export const EMAIL = 'securitySettings.email';
export const WECHAT = 'securitySettings.platform.wx';
export const TRUSTED = 'securitySettings.trustedDevices';
export const AI = 'securitySettings.aiProtocol';
export const LOG_OFF = 'securitySettings.logOff';
const SEND = /^(获取验证码|Send code)$/;
export const CONFIRM = /^(确定|Confirm)$/;
export const CHANGE = /^(修改|Change)$/;

/**
 * The sandbox's clock on the seed's day, so the dates and days left the page shows are the same on
 * every run; Date.now held still, so a code button's countdown holds its number for the picture.
 */
export async function holdSeedDay() {
  const state = await sandbox.state();
  state.clock.advance(SEED_DAY - state.clock.now());
  return holdClock();
}

/** Signs in as a fresh test account with a corp of its own, its password set on the seed's day. */
export async function signInFresh() {
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { ownCorp: true });
  securityOf(state, userId).pwdChangedAt = SEED_DAY;
  const { session } = startSession(state, userId, state.accounts.get(userId)!.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  return userId;
}

/**
 * A setting's row by its title's message id (the same query in every language it is captured in),
 * once its part has loaded.
 */
export async function row(canvasElement: HTMLElement, titleId: string) {
  const group = await within(canvasElement).findByRole('group', { name: messageText(titleId) });
  await waitFor(() => expect(within(group).queryByRole('status')).toBeNull());
  return within(group);
}

/**
 * Opens a row's dialog as a person would once the page is drawn: every part loaded (a part still
 * loading changes the page's height) and the button brought to the middle of the screen before
 * the click. The page stays where the click left it, under the dialog, and that is the picture:
 * EditProfileTaken's dark capture stood a row higher in one run of five when the click came
 * before the page had settled.
 */
export async function openFromRow(canvasElement: HTMLElement, titleId: string, name: RegExp) {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0));
  const button = (await row(canvasElement, titleId)).getByRole('button', { name });
  button.scrollIntoView({ block: 'center' });
  await userEvent.click(button);
  return findDialog();
}

export async function findDialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  return within(await findSettledDialog(role));
}

export async function sendCode(dialog: Awaited<ReturnType<typeof findDialog>>) {
  await userEvent.click(await dialog.findByRole('button', { name: SEND }));
  await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeVisible());
}
