import { Box, Flex } from '@chakra-ui/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { AccountMenu } from '../../design-system/components/account-menu';
import { blurActive, waitForSettled } from './fixtures/overlays';

const ACCOUNT = /138\*{4}8000/;
const SIGN_OUT = /^(退出登录|Sign out)$/;
const ACCOUNT_SECURITY = /^(账号安全|Account security)$/;

const meta = preview.meta({
  title: 'Design system/AccountMenu',
  component: AccountMenu,
  args: {
    loginAccount: '138****8000',
    corpName: '华南示范科技有限公司',
    accountSecurityHref: '#/accountSetting',
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <Flex justify="flex-end" minH="64">
        <Story />
      </Flex>
    ),
  ],
});

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: ACCOUNT }));
  const menu = await screen.findByRole('menu');
  await waitForSettled(menu);
  return within(menu);
}

/** The trigger: the login account and the current company. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: ACCOUNT });
    await expect(trigger).toHaveTextContent('华南示范科技有限公司');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Open: the account and the company as the menu's label, then Account security and Sign out. */
export const Open = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvasElement }) => {
    // Played in every locale: roles and the names, not wording.
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('group')).toHaveTextContent(ACCOUNT);
    await expect(menu.getByRole('group')).toHaveTextContent('华南示范科技有限公司');
    const items = menu.getAllByRole('menuitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveAttribute('href', '#/accountSetting');
  },
});

/**
 * An account on the V5 white list and in the grey release: the way to the previous version under
 * Account security, and Early access under the account's name.
 */
export const PreviousVersionAndEarlyAccess = meta.story({
  args: {
    previousVersionHref: '#/legacy?url=%2Fworkbench%2Fweb%2Flegacy-sample%2Findex.html',
    earlyAccess: true,
  },
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('group')).toHaveTextContent(/抢先体验|Early access/);
    const items = menu.getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('href', expect.stringContaining('#/legacy?url='));
  },
});

/** A user-name account whose company has not answered yet: the account alone. */
export const UserNameWithoutCorp = meta.story({
  args: { loginAccount: 'zhangwei', corpName: undefined },
  play: async ({ canvas }) => {
    // The account ends the trigger's text: no company after it.
    await expect(canvas.getByRole('button', { name: /zhangwei/ })).toHaveTextContent(/zhangwei$/);
  },
});

/** A long company name in a narrow bar: cut on the trigger, whole in the open menu. */
export const LongCorpName = meta.story({
  args: {
    corpName: 'บริษัท เวิร์กเบนช์ธุรกิจสำหรับองค์กรขนาดใหญ่ที่มีชื่อยาวมากเป็นพิเศษ จำกัด (มหาชน)',
  },
  globals: { locale: 'th_TH' },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const cut = canvas.getByText(/^บริษัท เวิร์กเบนช์ธุรกิจ/);
    await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('group')).toHaveTextContent(/จำกัด \(มหาชน\)/);
  },
});

/** Sign out picked: onSignOut is called once and the menu closes. */
export const SignsOut = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: SIGN_OUT }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: ACCOUNT })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    blurActive();
  },
});

/** The way to account security: a link, so it opens in a new tab too. */
export const GoesToAccountSecurity = meta.story({
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: ACCOUNT_SECURITY })).toHaveAttribute(
      'href',
      '#/accountSetting',
    );
  },
});

/** From the keyboard alone: Enter opens on the first item, End reaches Sign out, Enter picks it. */
export const KeyboardSignOut = meta.story({
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: ACCOUNT });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: SIGN_OUT });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: ACCOUNT_SECURITY })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    blurActive();
  },
});
