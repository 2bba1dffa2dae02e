import { Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { retryableLazy } from '../../../design-system/utils/lazy-named';
import WorkbenchLayout from '../../../workbench/routes/layout/workbench-layout';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { blurActive } from '../../design-system/fixtures/overlays';
import { sideNavigation } from '../support/side-navigation';

const DevicesPage = () => <Heading as="h1">Devices</Heading>;

/**
 * The devices page whose code fails to arrive once (a dropped connection, a release that replaced
 * its chunk), inside the signed-in frame: the page says so with a retry, the navigation stays.
 */
function PageLoadFailedStage() {
  const [Page] = useState(() => {
    let failures = 1;
    return retryableLazy(() => {
      if (failures-- > 0)
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve({ default: DevicesPage });
    });
  });
  return (
    <MemoryRouter initialEntries={['/devices']} useTransitions={false}>
      <Routes>
        <Route element={<WorkbenchLayout />}>
          <Route path="/devices" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

const meta = preview.meta({
  title: 'Workbench/Shell/Page load failed',
  component: PageLoadFailedStage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
});

/** The page's place says it could not be loaded; the navigation still marks the area. */
export const LoadFailed = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('alert')).toBeVisible();
    await expect(within(main).getByRole('button')).toBeEnabled();
    const nav = await sideNavigation(canvasElement);
    if (nav === null) return;
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '#/devices',
    );
  },
});

/** Trying again fetches the page's code again, and the page shows. */
export const Retried = meta.story({
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await userEvent.click(await within(main).findByRole('button'));
    await expect(await within(main).findByRole('heading', { name: 'Devices' })).toBeVisible();
    await expect(within(main).queryByRole('alert')).toBeNull();
    blurActive();
  },
});
