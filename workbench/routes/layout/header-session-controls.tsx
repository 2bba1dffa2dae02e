import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AccountMenu } from '../../../design-system/components/account-menu';
import {
  CorpSwitcher,
  type CorpSwitcherCorp,
} from '../../../design-system/components/corp-switcher';
import type { SecondCheckData } from '../../api/corp';
import { signOut } from '../../api/errors/effects';
import { useCorpList, useCurrentCorp, useSwitchCorp } from '../../data/corp';
import { useLoginInfo } from '../../data/system';
import { useNavigate } from '../../routing';
import { paths } from '../paths';
import { requestSecondCheck } from '../sign-in-flow/second-check';

/**
 * The corp switcher of the header. The list loads on first open. A switch into a corp that asks
 * for the second check (5001022900) goes through its dialog and then switches again; a refused
 * check leaves the person where they were, and the switcher says why.
 */
function HeaderCorpSwitcher() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data: current } = useCurrentCorp();
  const list = useCorpList(opened);
  const { trigger: switchCorp } = useSwitchCorp();

  const onSwitch = async (corp: CorpSwitcherCorp) => {
    let result = await switchCorp({ corpId: corp.corpId });
    if (result.needsSecondCheck) {
      const passed = await requestSecondCheck(result.data as SecondCheckData);
      if (passed) result = await switchCorp({ corpId: corp.corpId });
      if (!passed || result.needsSecondCheck)
        throw new Error(
          t({
            id: 'corpSwitcher.secondCheckRefused',
            message: 'Not switched: that company asks for a second verification first.',
          }),
        );
    }
  };

  return (
    <CorpSwitcher
      current={current && !current.needsSecondCheck ? current.data : undefined}
      corps={list.data ?? []}
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      onRetry={() => void list.mutate()}
      onSwitch={onSwitch}
      onAddCorp={() => navigate(`${paths.corps.path}?add=1`)}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
    />
  );
}

/**
 * The header's controls for the signed-in person: the corp switcher, and the account menu with
 * the login account, the current corp's name once the corp has let them in (not while it waits
 * for its second check), and sign-out.
 */
export default function HeaderSessionControls() {
  const { data: loginInfo } = useLoginInfo();
  const { data: current } = useCurrentCorp();
  if (!loginInfo) return null;
  return (
    <>
      <HeaderCorpSwitcher />
      <AccountMenu
        loginAccount={loginInfo.loginAccount}
        corpName={current && !current.needsSecondCheck ? current.data.corpName : undefined}
        onSignOut={signOut}
      />
    </>
  );
}
