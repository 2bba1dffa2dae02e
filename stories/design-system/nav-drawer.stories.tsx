import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { NavDrawer } from '../../design-system/components/nav-drawer';
import { findSettledDialog } from './fixtures/overlays';

const ITEMS = [
  { key: 'home', href: '#/', label: '首页' },
  { key: 'accountSetting', href: '#/accountSetting', label: '账号安全' },
  { key: 'corps', href: '#/corps', label: '企业管理' },
  { key: 'departments', href: '#/departments', label: '部门与成员' },
  { key: 'devices', href: '#/devices', label: '设备管理' },
  { key: 'services', href: '#/services', label: '服务管理' },
];

const meta = preview.meta({
  title: 'Design system/NavDrawer',
  component: NavDrawer,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
  args: {
    open: true,
    onOpenChange: fn(),
    title: '业务工作台',
    label: '工作台',
    items: ITEMS,
    currentKey: 'departments',
  },
});

async function openedDrawer(name: string) {
  const drawer = await findSettledDialog('dialog', { name });
  return within(drawer);
}

/** Open on a phone: the product's name, every area, the current one marked and focused. */
export const Open = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async () => {
    const drawer = await openedDrawer('业务工作台');
    await expect(drawer.getAllByRole('link')).toHaveLength(ITEMS.length);
    const current = drawer.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('部门与成员');
    await waitFor(() => expect(current).toHaveFocus());
  },
});

/** Following a link asks the drawer to close. */
export const ClosesOnNavigate = meta.story({
  play: async ({ args }) => {
    const drawer = await openedDrawer('业务工作台');
    const link = drawer.getByRole('link', { name: '设备管理' });
    // The story stays where it is: only the request to close is under test.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
});

/** Escape asks it to close as well. */
export const ClosesOnEscape = meta.story({
  play: async ({ args }) => {
    await openedDrawer('业务工作台');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith({ open: false }));
  },
});

/** The longest labels (Thai) wrap inside the panel rather than running past it. */
export const LongLabels = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    title: 'เวิร์กเบนช์ธุรกิจ',
    label: 'เวิร์กเบนช์',
    items: [
      { key: 'home', href: '#/', label: 'หน้าแรก' },
      { key: 'accountSetting', href: '#/accountSetting', label: 'ความปลอดภัยของบัญชี' },
      { key: 'departments', href: '#/departments', label: 'แผนกและสมาชิกขององค์กรทั้งหมด' },
      { key: 'authorizationCodes', href: '#/authorizationCodes', label: 'รหัสการอนุญาต' },
    ],
  },
  play: async () => {
    const drawer = await openedDrawer('เวิร์กเบนช์ธุรกิจ');
    for (const link of drawer.getAllByRole('link'))
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
});
