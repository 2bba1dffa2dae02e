import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VerificationCodeForm } from '../../../design-system/components/verification-code-form';
import { WechatTwoFactorForm } from '../../../design-system/components/wechat-two-factor-form';
import {
  secondVerify,
  sendTwoFactorSms,
  sendTwoFactorVerifyEmail,
  verifyTotp,
} from '../../data/sign-in';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { BrokenLinkStep, LoginStepFrame } from './login-step';
import { useWechatTwoFactor } from './use-wechat-two-factor';
import type { TwoFactorKind } from '../../../shared/payloads/sso';

const FACTORS: readonly TwoFactorKind[] = ['sms', 'email', 'wechat'];

/**
 * The factor the link names. A link without one (the spec's own form of the route) asks for the
 * SMS code, the first of the three two-factor codes; an unknown one makes the link broken.
 */
function factorOf(value: string | null): TwoFactorKind | undefined {
  if (value === null || value === '') return 'sms';
  return FACTORS.find((factor) => factor === value);
}

function CodeFactor({ mfa, factor }: { mfa: string; factor: 'sms' | 'email' }) {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);

  const sendCode = async () => {
    const send = factor === 'email' ? sendTwoFactorVerifyEmail : sendTwoFactorSms;
    const sent = await send({ mfa });
    setSentTo(sent.to);
  };

  return (
    <LoginStepFrame
      title={t({ id: 'logpop.twoFactor.title', message: "Verify it's you" })}
      intro={
        factor === 'email'
          ? t({
              id: 'logpop.twoFactor.emailIntro',
              message:
                'Your password was right. Your account also asks for a code sent to its e-mail address before it signs in.',
            })
          : t({
              id: 'logpop.twoFactor.smsIntro',
              message:
                'Your password was right. Your account also asks for a code sent by SMS to its mobile number before it signs in.',
            })
      }
    >
      <VerificationCodeForm
        channel={factor}
        sentTo={sentTo}
        trustDeviceOption
        onSendCode={sendCode}
        onSubmit={async ({ vCode, trustDevice }) => {
          const outcome = await secondVerify({ mfa, vCode, trustDevice });
          await finish(outcome, { method: 'twoFactor' });
        }}
      />
    </LoginStepFrame>
  );
}

function WechatFactor({ mfa }: { mfa: string }) {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const wechat = useWechatTwoFactor(mfa);
  if (wechat.ended !== undefined) return <BrokenLinkStep reason={wechat.ended} />;

  return (
    <LoginStepFrame
      title={t({ id: 'logpop.twoFactor.title', message: "Verify it's you" })}
      intro={t({
        id: 'logpop.twoFactor.wechatIntro',
        message:
          'Your password was right. Your account also asks for a code from WeChat before it signs in.',
      })}
    >
      <WechatTwoFactorForm
        link={wechat.link}
        state={wechat.state}
        errorMessage={wechat.errorMessage}
        onRefresh={wechat.refresh}
        onSubmit={async ({ wxCode }) => {
          if (wechat.wbCode === undefined) return;
          const outcome = await verifyTotp({ wbCode: wechat.wbCode, wxCode });
          await finish(outcome, { method: 'twoFactor' });
        }}
      />
    </LoginStepFrame>
  );
}

/**
 * /logpop/twoFactor?mfa&tipType&factor (5002012901, 5002012904, 5002012905): the second factor of
 * a sign-in whose password was right. A code by SMS or e-mail, or a code from WeChat after a scan;
 * once verified, the sign-in goes on as any other (useSignInFlow).
 */
export default function TwoFactorPage() {
  const [params] = useSearchParams();
  const mfa = params.get('mfa') ?? '';
  const factor = factorOf(params.get('factor'));
  if (mfa === '' || factor === undefined) return <BrokenLinkStep />;
  // A new link starts afresh: nothing sent, nothing scanned.
  return factor === 'wechat' ? (
    <WechatFactor key={mfa} mfa={mfa} />
  ) : (
    <CodeFactor key={`${mfa}:${factor}`} mfa={mfa} factor={factor} />
  );
}
