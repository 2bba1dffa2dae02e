import { Box } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AppNav } from '../../design-system/components/app-nav';
import { messageText, productCopy } from './fixtures/messages';
import { NAV_ITEMS, useStoryNavItems } from './fixtures/nav-areas';

// The workbench's navigation, its names drawn in the story's language.
const NAV_LABEL = productCopy({ label: { id: 'nav.label', text: '工作台' } });

const meta = preview.meta({
  title: 'Design system/AppNav',
  component: AppNav,
  parameters: NAV_LABEL.parameters,
  args: { ...NAV_LABEL.args, items: NAV_ITEMS, currentKey: 'corps' },
  render: function Render({ items, ...args }) {
    return <AppNav {...args} items={useStoryNavItems(items)} />;
  },
  decorators: [
    (Story) => (
      <Box minH="md" display="flex">
        <Story />
      </Box>
    ),
  ],
});

/** A column beside the page on a wide screen, the current area marked. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: messageText('nav.label') })).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(
      messageText('nav.corps'),
    );
  },
});

/** A page in no area (the not-found page): nothing marked. */
export const NoCurrentArea = meta.story({
  args: { currentKey: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
});

/** The longest labels (Thai) fit the column without cutting. */
export const LongLabels = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    label: 'เวิร์กเบนช์',
    items: [
      { key: 'home', href: '#/', label: 'หน้าแรก' },
      { key: 'accountSetting', href: '#/accountSetting', label: 'ความปลอดภัยของบัญชี' },
      { key: 'departments', href: '#/departments', label: 'แผนกและสมาชิก' },
      { key: 'authorizationCodes', href: '#/authorizationCodes', label: 'รหัสการอนุญาต' },
    ],
    currentKey: 'departments',
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link'))
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
});
