import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { PageLayout } from '../../design-system/components/page-layout';
import { messageText, productCopy } from './fixtures/messages';

/** Stands for the page's content: the layout is about the frame around it. */
const content = (
  <Box h="48" border="sm" borderColor="border" borderRadius="control" bg="surface.panel" />
);

/** The services page's actions, in the story's language. */
function ServicesActions() {
  const { t } = useLingui();
  return (
    <>
      <Button size="sm" variant="outline">
        {t({ id: 'services.display.open', message: 'List settings' })}
      </Button>
      <Button size="sm" colorPalette="brand">
        {t({ id: 'services.card.open', message: 'Activate a card' })}
      </Button>
    </>
  );
}

const SERVICES_HEADER = productCopy({
  title: { id: 'services.heading', text: '服务' },
  description: { id: 'services.intro', text: '本企业的服务，以及共享给本企业的服务。' },
});

const meta = preview.meta({
  title: 'Design system/PageLayout',
  component: PageLayout,
  // The services page's header, its copy drawn in the story's language.
  parameters: {
    layout: 'fullscreen',
    ...SERVICES_HEADER.parameters,
  },
  args: {
    ...SERVICES_HEADER.args,
    actions: <ServicesActions />,
    children: content,
  },
});

/** Title, description and the primary actions at the end of the header. */
export const WithActions = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: messageText('services.heading') }),
    ).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const primary = canvas
      .getByRole('button', { name: messageText('services.card.open') })
      .getBoundingClientRect();
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
    const primary = canvas
      .getByRole('button', { name: messageText('services.card.open') })
      .getBoundingClientRect();
    await expect(primary.top).toBeGreaterThan(heading.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
