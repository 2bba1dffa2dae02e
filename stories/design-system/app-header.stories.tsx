import { Box, Button, IconButton } from '@chakra-ui/react';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AppHeader } from '../../design-system/components/app-header';
import { LanguageDropdown } from '../../design-system/components/language-dropdown';
import { MenuIcon } from '../../design-system/icons';

const meta = preview.meta({
  title: 'Design system/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: '业务工作台' },
});

export const Default = meta.story({
  args: { actions: <LanguageDropdown value="zh_CN" onChange={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('业务工作台');
    await expect(canvas.getByRole('button', { name: /简体中文/ })).toBeVisible();
  },
});

export const WithoutActions = meta.story({});

export const LongTitle = meta.story({
  args: {
    title: 'เวิร์กเบนช์ธุรกิจสำหรับบริษัทจำกัดมหาชนที่มีชื่อยาวมากเป็นพิเศษและแผนกจำนวนมาก',
    actions: (
      <>
        <LanguageDropdown value="th_TH" onChange={fn()} />
        <Button size="sm" variant="outline">
          ออกจากระบบ
        </Button>
      </>
    ),
  },
  globals: { locale: 'th_TH' },
  // A phone-sized bar, where a long name meets the controls.
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    // A long name is cut with an ellipsis; the controls keep their room.
    const title = canvas.getByText(/เวิร์กเบนช์ธุรกิจ/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(canvas.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  },
});

/** A signed-in page on a narrow screen: the button that opens the navigation before the name. */
export const WithNavigationButton = meta.story({
  args: {
    start: (
      <IconButton variant="ghost" size="sm" aria-label="打开导航">
        <MenuIcon />
      </IconButton>
    ),
    actions: <LanguageDropdown value="zh_CN" onChange={fn()} />,
  },
  play: async ({ canvas }) => {
    const [menu, language] = canvas.getAllByRole('button');
    await expect(menu).toHaveAccessibleName('打开导航');
    await expect(language).toHaveAccessibleName(/简体中文/);
  },
});
