import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackLogin, type SignInMethod } from './analytics';
import { ApiError } from '../../data/api-error';
import { leaveFor, signOut } from '../../data/effects';
import { useAfterSignIn, type LoginOutcome } from '../../data/sign-in';
import { isClientMode, startupParams } from '../startup';
import { paths } from '../paths';
import { allowedRedirect, destinationAfterSignIn } from './destination';
import { requestSecondCheck } from './second-check';
import { rememberSignInAccount } from './sign-in-account';
import type { SecondCheckData } from '../../../shared/payloads/corp';
import type { EncryptedAccountData, LoginInfo, TwoFactorData } from '../../../shared/payloads/sso';

/**
 * What became of a sign-in call:
 * - signedIn: the person is in, and the page has gone on to where they were going;
 * - captchaNeeded: 5002012019, the caller shows the captcha and tries again;
 * - interrupted: another screen or dialog took over (a login route, an alert, a refused call the
 *   catalogue reported); the caller keeps what was typed and waits.
 */
/** The sign-in page's methods that wait for its agreement to be ticked (docs/product.md §2, showAgreement). */
const AGREEMENT_METHODS: ReadonlySet<SignInMethod> = new Set([
  'password',
  'sms',
  'qr',
  'authorizationCode',
]);

export type SignInResult = 'signedIn' | 'captchaNeeded' | 'interrupted';

export interface SignInAttempt {
  method: SignInMethod;
  /** The login name typed, for the find-password page to start from. */
  account?: string;
}

/**
 * The one place a sign-in ends, whatever its method: `finish` takes a sign-in call's outcome and
 * follows it through every interruption of docs/product.md §8; `complete` does what follows a
 * successful sign-in (login info, current corp with its second check, the analytics event, the
 * destination the start-up parameters ask for).
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const {
    reloadLoginInfo,
    readCurrentCorp,
    keepCurrentCorp,
    oauth2Authorize,
    syncSession,
    recordAgreement,
  } = useAfterSignIn();
  // The session sync this sign-in started: a page left for another site waits for it, as that site
  // knows the person only through the single-sign-on host (docs/product.md §7).
  const sessionSynced = useRef<Promise<boolean>>(Promise.resolve(true));

  const leaveAfterSync = useCallback(async (url: string) => {
    await sessionSynced.current;
    leaveFor(url);
  }, []);

  const goOn = useCallback(async (): Promise<void> => {
    const origin = window.location.origin;
    const destination = destinationAfterSignIn(startupParams(), {
      clientMode: isClientMode(window.location.search, navigator.userAgent),
      origin,
    });
    if (destination.kind === 'authorize') {
      const { clientId, redirectUrl, state } = destination;
      const answer = await oauth2Authorize({ clientId, redirectUrl, state });
      const url = allowedRedirect(answer.redirectUrl, origin);
      if (url) {
        await leaveAfterSync(url);
        return;
      }
    } else if (destination.kind === 'connectApp') {
      void navigate(paths.connectApp.path, { replace: true });
      return;
    } else if (destination.kind === 'leave') {
      await leaveAfterSync(destination.url);
      return;
    }
    void navigate(paths.home.path, { replace: true });
  }, [leaveAfterSync, navigate, oauth2Authorize]);

  const complete = useCallback(
    /** `stay`: the caller goes somewhere else itself (login protection's "set now"). */
    async (method: SignInMethod, { stay = false } = {}): Promise<SignInResult> => {
      try {
        await reloadLoginInfo();
        // The session exists from here: the host learns of it while the corp is read.
        sessionSynced.current = syncSession();
        if (startupParams().showAgreement && AGREEMENT_METHODS.has(method)) void recordAgreement();
        let current = await readCurrentCorp();
        if (current.needsSecondCheck) {
          const passed = await requestSecondCheck(current.data as SecondCheckData);
          if (!passed) {
            signOut();
            return 'interrupted';
          }
          current = await readCurrentCorp();
          if (current.needsSecondCheck) return 'interrupted';
        }
        await keepCurrentCorp(current);
        trackLogin(method, current.data.admin);
        if (!stay) await goOn();
        return 'signedIn';
      } catch (error) {
        // The catalogue has acted on it (a toast, or 5002012062's account transfer page).
        if (error instanceof ApiError) return 'interrupted';
        throw error;
      }
    },
    [goOn, keepCurrentCorp, readCurrentCorp, recordAgreement, reloadLoginInfo, syncSession],
  );

  const finish = useCallback(
    async (outcome: LoginOutcome<LoginInfo>, attempt: SignInAttempt): Promise<SignInResult> => {
      if (attempt.account) rememberSignInAccount(attempt.account);
      switch (outcome.kind) {
        case 'success':
          return complete(attempt.method);
        case 'captchaNeeded':
          return 'captchaNeeded';
        case 'registerCloudAccount': {
          const { account } = outcome.data as EncryptedAccountData;
          // No account at all: a cloud identity new to the workbench registers one.
          void navigate(
            (account === ''
              ? paths.thirdPartyRegister.getHref()
              : paths.registerCloudAccount.getHref(account)
            ).slice(1),
          );
          return 'interrupted';
        }
        case 'downgrade': {
          const { account } = outcome.data as EncryptedAccountData;
          void navigate(paths.downgrade.getHref(account).slice(1));
          return 'interrupted';
        }
        case 'twoFactor': {
          const { mfa, tipType, factor } = outcome.data as TwoFactorData;
          void navigate(paths.twoFactor.getHref(mfa, String(tipType), factor).slice(1));
          return 'interrupted';
        }
        case 'resetPassword':
          // The catalogue's alert leads on to /logpop/findpwd itself.
          await outcome.choice;
          return 'interrupted';
        case 'changePassword':
        case 'passwordExpired':
          // After the alert, the way to a new password is the find-password page.
          if ((await outcome.choice) === 'confirm')
            void navigate(paths.findPassword.getHref().slice(1));
          return 'interrupted';
        case 'loginProtectTimeout':
          // Signed in all the same: "set now" goes to account settings once the session has loaded
          // (the page needs it), "set later" goes on into the app.
          if ((await outcome.choice) === 'confirm') {
            if ((await complete(attempt.method, { stay: true })) === 'signedIn')
              void navigate(paths.accountSetting.path);
            return 'interrupted';
          }
          return complete(attempt.method);
      }
    },
    [complete, navigate],
  );

  return { finish, complete, goOn };
}
