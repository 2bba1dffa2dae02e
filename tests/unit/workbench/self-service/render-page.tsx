import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { signInAs } from '../../helpers/sandbox';

/** A workbench page at its route (entry), with a fresh SWR cache. */
export function renderPage(path: string, page: ReactElement, entry = path) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A fresh account with its own orders (seedTestOrders), signed in: a relation info per proof. */
export async function accountWithOrders() {
  const state = await sandbox.state();
  const account = createTestAccount(state, { orders: true });
  await signInAs(account.userId);
  const relations = [...state.security.relations.values()].filter(
    (relation) => relation.userId === account.userId,
  );
  return { account, relations };
}

export const relationsTable = () => screen.findByRole('table', { name: 'Relation infos' });

/** The relation infos' row of an order, told apart by how it is proved. */
export async function rowOf(orderNum: string, proof: RegExp) {
  const table = await relationsTable();
  const row = within(table)
    .getAllByRole('row')
    .find(
      (candidate) => candidate.textContent?.includes(orderNum) && proof.test(candidate.textContent),
    );
  if (!row) throw new Error(`no row of ${orderNum}`);
  return within(row);
}
