import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { BindMobileForm } from '../../../design-system/components/bind-mobile-form';
import { ListState } from '../../../design-system/components/list-state';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { maskMobile } from '../../../shared/validation/mobile';
import { LOGIN_TYPE } from '../../../shared/contract';
import { improveLoginInfoCreate, sendImproveLoginInfoSms } from '../../data/sign-in';
import { useLoginInfo } from '../../data/system';
import { paths } from '../paths';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { LoginStepFrame } from './login-step';

/**
 * /logpop/upgrade: a signed-in user-name account binds a mobile and becomes a cloud account (the
 * same calls as /logpop/regKdCloud, for the session's own account). The session goes on: back to
 * the main page with a success message.
 */
export default function UpgradePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { finish } = useSignInFlow();
  const { data: loginInfo, error, isLoading, mutate: reload } = useLoginInfo();

  if (error) return <ListState status="error" onRetry={() => void reload()} />;
  if (isLoading || !loginInfo) return <ListState status="loading" />;

  const title = t({ id: 'logpop.upgrade.title', message: 'Upgrade to a cloud account' });
  if (loginInfo.type === LOGIN_TYPE.mobile) {
    const { loginAccount } = loginInfo;
    return (
      <LoginStepFrame
        back="home"
        title={title}
        intro={t({
          id: 'logpop.upgrade.already',
          message: `Your account is already a cloud account: it signs in with ${loginAccount}.`,
        })}
      />
    );
  }

  const account = loginInfo.loginAccountEncry;
  return (
    <LoginStepFrame
      back="home"
      title={title}
      intro={t({
        id: 'logpop.upgrade.intro',
        message:
          'Your account signs in by user name. Bind a mobile number to make it a cloud account that signs in with that number.',
      })}
    >
      <BindMobileForm
        onSendCode={async (mobile) => {
          await sendImproveLoginInfoSms({ account, mobile });
        }}
        onSubmit={async ({ mobile, vCode }) => {
          const outcome = await improveLoginInfoCreate({ account, mobile, vCode });
          if (outcome.kind !== 'success') {
            // Not expected with a session; should one come, it is followed as on any sign-in.
            await finish(outcome, { method: 'registerCloudAccount' });
            return;
          }
          // The session's login info now names the mobile.
          await reload();
          const masked = maskMobile(mobile);
          raiseSuccessToast({
            description: t({
              id: 'logpop.upgrade.success',
              message: `Your account is now a cloud account. Sign in with ${masked} from now on.`,
            }),
          });
          void navigate(paths.home.path);
        }}
      />
    </LoginStepFrame>
  );
}
