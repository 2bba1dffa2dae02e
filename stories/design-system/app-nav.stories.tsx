import { Box } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AppNav } from '../../design-system/components/app-nav';

const ITEMS = [
  { key: 'home', href: '#/', label: '首页' },
  { key: 'accountSetting', href: '#/accountSetting', label: '账号安全' },
  { key: 'corps', href: '#/corps', label: '企业管理' },
  { key: 'departments', href: '#/departments', label: '部门与成员' },
  { key: 'devices', href: '#/devices', label: '设备管理' },
  { key: 'services', href: '#/services', label: '服务管理' },
];

const meta = preview.meta({
  title: 'Design system/AppNav',
  component: AppNav,
  args: { label: '工作台', items: ITEMS, currentKey: 'corps' },
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
    await expect(canvas.getByRole('navigation', { name: '工作台' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('企业管理');
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
