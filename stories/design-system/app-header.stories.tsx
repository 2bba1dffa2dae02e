import { Box, Button, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AppHeader } from '../../design-system/components/app-header';
import { LanguageDropdown } from '../../design-system/components/language-dropdown';
import { MenuIcon } from '../../design-system/icons';
import { languageName, StoryLanguageDropdown } from './fixtures/story-language';
import { messageText, productCopy } from './fixtures/messages';

// The workbench's header: its title and controls in the story's language.
const APP_TITLE = productCopy({ title: { id: 'app.title', text: '业务工作台' } });

/** The navigation button of the workbench's header. */
function NavigationButton() {
  const { t } = useLingui();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t({ id: 'nav.open', message: 'Open navigation' })}
    >
      <MenuIcon />
    </IconButton>
  );
}

const meta = preview.meta({
  title: 'Design system/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen', ...APP_TITLE.parameters },
  args: APP_TITLE.args,
});

export const Default = meta.story({
  args: { actions: <StoryLanguageDropdown /> },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(messageText('app.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: languageName(globals.locale) })).toBeVisible();
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
    start: <NavigationButton />,
    actions: <StoryLanguageDropdown />,
  },
  play: async ({ canvas, globals }) => {
    const [menu, language] = canvas.getAllByRole('button');
    await expect(menu).toHaveAccessibleName(messageText('nav.open'));
    await expect(language).toHaveAccessibleName(languageName(globals.locale));
  },
});
