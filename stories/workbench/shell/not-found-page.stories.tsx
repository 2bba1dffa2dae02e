import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import WorkbenchLayout from '../../../workbench/routes/layout/workbench-layout';
import NotFoundPage from '../../../workbench/routes/not-found/not-found-page';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { blurActive } from '../../design-system/fixtures/overlays';
import { sideNavigation } from '../support/side-navigation';

/**
 * A hash route the workbench does not have, inside the signed-in frame: the navigation to every
 * area beside the page, no area marked, and a way back to the main page.
 */
function NotFoundStage() {
  return (
    <MemoryRouter initialEntries={['/no-such-page']} useTransitions={false}>
      <Routes>
        <Route element={<WorkbenchLayout />}>
          <Route path="/" element={<Text>→ /</Text>} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

const meta = preview.meta({
  title: 'Workbench/Shell/Not found',
  component: NotFoundStage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
});

/** The page names the address it could not find; the navigation marks no area. */
export const NotFound = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/\/no-such-page/)).toBeVisible();
    const nav = await sideNavigation(canvasElement);
    if (nav === null) return;
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  },
});

/** Back to the main page: the link leads there, and the navigation marks it. */
export const BackHome = meta.story({
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await userEvent.click(await within(main).findByRole('link'));
    await expect(await canvas.findByText('→ /')).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation')).getByRole('link', { current: 'page' }),
    ).toHaveAttribute('href', '#/');
    blurActive();
  },
});
