import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { paths } from '../../../../workbench/routes/paths';
import ReadOnlyServicePage from '../../../../workbench/routes/services/read-only-service-page';
import ServicesPage from '../../../../workbench/routes/services/services-page';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { signInAs } from '../../helpers/sandbox';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The two service pages at `entry`, with a fresh SWR cache and a line saying where the app is. */
export function renderServices(entry: string = paths.services.path) {
  const user = userEvent.setup();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path={paths.services.path} element={<ServicesPage />} />
          <Route path={paths.readOnlyService.path} element={<ReadOnlyServicePage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { user };
}

/**
 * Signs in as a fresh account whose own corp holds the test services (seedCorpServices):
 * 总部云会计, 门店云零售 (off), 试用云薪酬 (trial), 电子发票助手 (third-party) and 2024年度云会计
 * (read-only). Returns the own corp's id.
 */
export async function signInWithServices(): Promise<string> {
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { ownCorp: true, services: true });
  await signInAs(userId);
  return state.accounts.get(userId)!.defaultCorpId;
}

export { card, openMenuItem } from '../../helpers/service-cards';
