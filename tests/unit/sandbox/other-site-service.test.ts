import { describe, expect, it } from 'vitest';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { sendToSandbox, setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

const post = <T>(path: string, body: unknown) =>
  sendToSandbox<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** A service on another site of the suite (decision 0036): 智能报税 of a test account's own. */
describe('a service on another site of the suite', () => {
  it('is entered at its site, which getTokenByService hands a ticket to', async () => {
    const made = await post<{ userId: string }>('__sandbox/accounts', {
      ownCorp: true,
      services: true,
      taxFiling: true,
    });
    const { userId } = made.data;
    await signInAs(userId);
    const state = await sandbox.state();
    const corpId = state.accounts.get(userId)!.defaultCorpId;
    const taxFiling = [...state.services.records.values()].find(
      (record) => record.ownerCorpId === corpId && record.product === 'taxfiling',
    )!;
    expect(taxFiling).toMatchObject({ name: '智能报税', enabled: true });

    const entry = await post<{ url: string }>('service/enter', { serviceId: taxFiling.serviceId });
    expect(entry.errcode).toBe('0');
    const url = new URL(entry.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://tax.example.com/enter');
    expect(url.searchParams.get('serviceId')).toBe(taxFiling.serviceId);

    const ticket = await sendToSandbox<{ token: string; redirectUrl: string }>(
      `kdopen/jdy/getTokenByService?redirectUrl=${encodeURIComponent(entry.data.url)}`,
    );
    expect(ticket.errcode).toBe('0');
    const handedOn = new URL(ticket.data.redirectUrl);
    expect(handedOn.host).toBe('tax.example.com');
    expect(handedOn.searchParams.get('jdyTicket')).toBe(ticket.data.token);
  });

  it('is left out of an account made without taxFiling', async () => {
    const made = await post<{ userId: string }>('__sandbox/accounts', {
      ownCorp: true,
      services: true,
    });
    const state = await sandbox.state();
    const corpId = state.accounts.get(made.data.userId)!.defaultCorpId;
    const products = [...state.services.records.values()]
      .filter((record) => record.ownerCorpId === corpId)
      .map((record) => record.product);
    expect(products).not.toContain('taxfiling');
  });
});
