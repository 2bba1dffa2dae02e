import { screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { getCorpInfoById } from '../../../../workbench/api/corp';
import { apiKey } from '../../../../workbench/data/swr';
import CorpDetailsDialog from '../../../../workbench/routes/corps/corp-details-dialog';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';

setupSandbox();

/** The dialog with corp 1001's details already read, as u0001 (its creator) sees them. */
async function renderDetails(props: { userId: string | undefined; userPending: boolean }) {
  await signInAs('u0001');
  const corp = await getCorpInfoById({ corpId: '1001' });
  const key = unstable_serialize(apiKey(getCorpInfoById.spec, { corpId: '1001' }));
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [key]: corp } }}>
      <CorpDetailsDialog corpId="1001" onClose={() => undefined} {...props} />
    </SWRConfig>,
  );
  return screen.findByRole('dialog', { name: 'Company details' });
}

describe('CorpDetailsDialog', () => {
  it('should wait for who the person is before saying who created the corp', async () => {
    const dialog = await renderDetails({ userId: undefined, userPending: true });
    expect(dialog).toHaveTextContent('Loading');
    expect(dialog).not.toHaveTextContent('Another member');
    expect(dialog).not.toHaveTextContent('1001');
  });

  it('should name the person as its creator once it knows them', async () => {
    const dialog = await renderDetails({ userId: 'u0001', userPending: false });
    expect(dialog).toHaveTextContent('1001');
    expect(dialog).toHaveTextContent('You');
    expect(dialog).not.toHaveTextContent('Another member');
  });
});
