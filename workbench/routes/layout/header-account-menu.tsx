import { AccountMenu } from '../../../design-system/components/account-menu';
import { signOut } from '../../api/errors/effects';
import { useCurrentCorp } from '../../data/corp';
import { useLoginInfo } from '../../data/system';

/**
 * The header's account menu for the signed-in person: the login account, the current corp's name
 * once the corp has let them in (not while it waits for its second check), and sign-out.
 */
export default function HeaderAccountMenu() {
  const { data: loginInfo } = useLoginInfo();
  const { data: current } = useCurrentCorp();
  if (!loginInfo) return null;
  return (
    <AccountMenu
      loginAccount={loginInfo.loginAccount}
      corpName={current && !current.needsSecondCheck ? current.data.corpName : undefined}
      onSignOut={signOut}
    />
  );
}
