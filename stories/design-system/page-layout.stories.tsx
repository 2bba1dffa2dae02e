import { Box, Button } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { PageLayout } from '../../design-system/components/page-layout';

/** Stands for the page's content: the layout is about the frame around it. */
const content = (
  <Box h="48" border="sm" borderColor="border" borderRadius="control" bg="surface.panel" />
);

const actions = (
  <>
    <Button size="sm" variant="outline">
      列表设置
    </Button>
    <Button size="sm" colorPalette="brand">
      激活卡片
    </Button>
  </>
);

const meta = preview.meta({
  title: 'Design system/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '服务',
    description: '本企业的服务，以及共享给本企业的服务。',
    actions,
    children: content,
  },
});

/** Title, description and the primary actions at the end of the header. */
export const WithActions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '服务' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const primary = canvas.getByRole('button', { name: '激活卡片' }).getBoundingClientRect();
    // Beside the title on a wide screen.
    await expect(primary.left).toBeGreaterThan(heading.right);
  },
});

export const TitleOnly = meta.story({
  args: { description: undefined, actions: undefined },
});

/** On a phone the actions wrap under the title, and nothing is wider than the screen. */
export const Phone = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const primary = canvas.getByRole('button', { name: '激活卡片' }).getBoundingClientRect();
    await expect(primary.top).toBeGreaterThan(heading.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
