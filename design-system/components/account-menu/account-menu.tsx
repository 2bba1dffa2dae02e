import { Badge, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../corp-switcher/icons';
import { TruncatedText } from '../truncated-text';
import { UserIcon } from '../../icons';

export interface AccountMenuProps {
  /** The login account as the server shows it: a masked mobile (138****8000) or the user name. */
  loginAccount: string;
  /** The current corp's name; undefined while it loads or before its second check. @default undefined */
  corpName?: string;
  /** Where account security is (a hash link such as `#/accountSetting`). */
  accountSecurityHref: string;
  /** Signs the person out (the header's sign-out). */
  onSignOut: () => void;
  /** Whether the menu starts open. @default false */
  defaultOpen?: boolean;
  /** The way to the previous version of the workbench, for an account allowed it. @default undefined */
  previousVersionHref?: string;
  /** The account gets new features first (a grey release): said under its name. @default false */
  earlyAccess?: boolean;
}

/**
 * The header's account menu: who is signed in and in which company, the way to account security,
 * and the way out. The trigger names itself from what it shows, so a screen reader hears the
 * account and the company too; on a phone it folds to the person's icon, its name kept for
 * screen readers, and the menu still shows both.
 */
export function AccountMenu({
  loginAccount,
  corpName,
  accountSecurityHref,
  onSignOut,
  defaultOpen = false,
  previousVersionHref,
  earlyAccess = false,
}: AccountMenuProps) {
  const { t } = useLingui();
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" maxW="xs" px={{ base: '2', md: undefined }}>
          <UserIcon />
          <VisuallyHidden>
            {t({ id: 'accountMenu.triggerPrefix', message: 'Account:' })}{' '}
          </VisuallyHidden>
          <Text as="span" flexShrink="0" srOnly={{ base: true, md: false }}>
            {loginAccount}
          </Text>
          {corpName ? (
            <TruncatedText as="span" color="text.secondary" fontWeight="normal" hideBelow="md">
              {corpName}
            </TruncatedText>
          ) : null}
          <ChevronDownIcon hideBelow="md" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="xs">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg">
                  {loginAccount}
                </Text>
                {corpName ? (
                  <Text color="text.secondary" fontWeight="normal">
                    {corpName}
                  </Text>
                ) : null}
                {earlyAccess ? (
                  <Badge display="flex" w="max" mt="1" colorPalette="brand" variant="subtle">
                    {t({ id: 'accountMenu.earlyAccess', message: 'Early access' })}
                  </Badge>
                ) : null}
              </Menu.ItemGroupLabel>
              <Menu.Separator />
              <Menu.Item value="accountSecurity" asChild>
                <a href={accountSecurityHref}>
                  {t({ id: 'accountMenu.accountSecurity', message: 'Account security' })}
                </a>
              </Menu.Item>
              {previousVersionHref ? (
                <Menu.Item value="previousVersion" asChild>
                  <a href={previousVersionHref}>
                    {t({ id: 'accountMenu.previousVersion', message: 'Previous version (V5)' })}
                  </a>
                </Menu.Item>
              ) : null}
              <Menu.Separator />
              {/* On the item's own click, which Enter also makes: the menu's onSelect needs the
                  item highlighted first, which a tap or a quick click may not have done. */}
              <Menu.Item value="signOut" onClick={() => onSignOut()}>
                {t({ id: 'accountMenu.signOut', message: 'Sign out' })}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

AccountMenu.displayName = 'AccountMenu';
