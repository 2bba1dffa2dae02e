import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { AccountMenu } from '../../../design-system/components/account-menu';
import type { CorpSwitcherCorp } from '../../../design-system/components/corp-switcher';
import { CorpSwitcherButton } from '../../../design-system/components/corp-switcher/corp-switcher-button';
import { lazyNamed, LoadErrorBoundary } from '../../../design-system/utils/lazy-named';
import { useCorpList, useCurrentCorp } from '../../data/current-corp';
import { signOut } from '../../data/effects';
import { useGrayAccount, useLoginInfo, useV5WhiteList } from '../../data/system';
import { DESTINATIONS } from '../../../shared/destinations';
import { useNavigate } from 'react-router-dom';
import { useSwitchCorpWithCheck } from '../corps/switch-corp';
import { paths } from '../paths';

// The switcher's popover and listbox (16 kB gzip) wait for the first press: until then the header
// draws the switcher's own button, and draws it again if they fail to arrive; the next press asks
// again.
const CorpSwitcher = lazyNamed(
  () => import('../../../design-system/components/corp-switcher'),
  'CorpSwitcher',
);

/**
 * The corp switcher of the header. The list loads on first press. A switch into a corp that asks
 * for the second check (5001022900) goes through its dialog and then switches again; a refused
 * check leaves the person where they were, and the switcher says why.
 */
function HeaderCorpSwitcher() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data: current, mutate: revalidateCurrent } = useCurrentCorp();
  // The list is read once the switcher is first pressed.
  const list = useCorpList(opened);
  const switchTo = useSwitchCorpWithCheck();

  const onSwitch = async (corp: CorpSwitcherCorp) => {
    if (!(await switchTo(corp.corpId)))
      throw new Error(
        t({
          id: 'corpSwitcher.secondCheckRefused',
          message: 'Not switched: that company asks for a second verification first.',
        }),
      );
    // The list closes when this resolves: by then the trigger names the corp switched to.
    await revalidateCurrent();
  };

  const shown = current && !current.needsSecondCheck ? current.data : undefined;
  const button = (onPress: () => void) => (
    <CorpSwitcherButton
      corpName={shown?.corpName}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={CorpSwitcher.preload}
      onFocus={CorpSwitcher.preload}
      onClick={onPress}
    />
  );
  const open = () => setOpened(true);
  if (!opened) return button(open);
  return (
    <LoadErrorBoundary fallback={button}>
      <Suspense fallback={button(open)}>
        <CorpSwitcher
          defaultOpen
          current={shown}
          corps={list.data ?? []}
          status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
          errorMessage={list.error?.message}
          onRetry={() => void list.mutate()}
          onSwitch={onSwitch}
          onAddCorp={() => void navigate(`${paths.corps.path}?add=1`)}
        />
      </Suspense>
    </LoadErrorBoundary>
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
  const { data: v5 } = useV5WhiteList();
  const { data: gray } = useGrayAccount(loginInfo?.loginAccountEncry ?? null);
  if (!loginInfo) return null;
  return (
    <>
      <HeaderCorpSwitcher />
      <AccountMenu
        loginAccount={loginInfo.loginAccount}
        corpName={current && !current.needsSecondCheck ? current.data.corpName : undefined}
        accountSecurityHref={paths.accountSetting.getHref()}
        onSignOut={signOut}
        previousVersionHref={
          v5?.inWhiteList ? paths.legacy.getHref(DESTINATIONS.v5Workbench) : undefined
        }
        earlyAccess={gray?.gray ?? false}
      />
    </>
  );
}
