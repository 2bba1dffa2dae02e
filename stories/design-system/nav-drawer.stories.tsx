import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { NavDrawer } from '../../design-system/components/nav-drawer';
import { messageText, productCopy } from './fixtures/messages';
import { NAV_ITEMS, useStoryNavItems } from './fixtures/nav-areas';
import { findSettledDialog } from './fixtures/overlays';

// The workbench's navigation, its names drawn in the story's language.
const NAV = productCopy({
  title: { id: 'app.title', text: '业务工作台' },
  label: { id: 'nav.label', text: '工作台' },
});

const meta = preview.meta({
  title: 'Design system/NavDrawer',
  component: NavDrawer,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '640px' } },
    ...NAV.parameters,
  },
  args: {
    ...NAV.args,
    open: true,
    onOpenChange: fn(),
    items: NAV_ITEMS,
    currentKey: 'departments',
  },
  render: function Render({ items, ...args }) {
    return <NavDrawer {...args} items={useStoryNavItems(items)} />;
  },
});

async function openedDrawer(name: string | RegExp) {
  const drawer = await findSettledDialog('dialog', { name });
  return within(drawer);
}

/** Open on a phone: the product's name, every area, the current one marked and focused. */
export const Open = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async () => {
    const drawer = await openedDrawer(messageText('app.title'));
    await expect(drawer.getAllByRole('link')).toHaveLength(NAV_ITEMS.length);
    const current = drawer.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent(messageText('nav.departments'));
    await waitFor(() => expect(current).toHaveFocus());
  },
});

/** Following a link asks the drawer to close. */
export const ClosesOnNavigate = meta.story({
  play: async ({ args }) => {
    const drawer = await openedDrawer(messageText('app.title'));
    const link = drawer.getByRole('link', { name: messageText('nav.devices') });
    // The story stays where it is: only the request to close is under test.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
});

/** Escape asks it to close as well. */
export const ClosesOnEscape = meta.story({
  play: async ({ args }) => {
    await openedDrawer(messageText('app.title'));
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
