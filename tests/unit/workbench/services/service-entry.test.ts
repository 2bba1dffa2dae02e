import { describe, expect, it } from 'vitest';
import { entryDestination } from '../../../../workbench/routes/services/use-service-entry';
import { sandbox } from '../../../../workbench/sandbox/sandbox';
import { ORIGIN, setupSandbox, signInAs } from '../../helpers/sandbox';

setupSandbox();

/** Where entering a service leads (decision 0036). */
describe('entryDestination', () => {
  it('should enter an address on the own site as it is', async () => {
    await expect(entryDestination('/workbench/web/entry?serviceId=1')).resolves.toBe(
      '/workbench/web/entry?serviceId=1',
    );
    await expect(entryDestination(`${ORIGIN}/workbench/web/entry`)).resolves.toBe(
      `${ORIGIN}/workbench/web/entry`,
    );
  });

  it('should enter another site of the suite with the ticket getTokenByService adds', async () => {
    await signInAs();
    const url = new URL(await entryDestination('https://tax.example.com/enter?serviceId=7'));
    expect(`${url.origin}${url.pathname}`).toBe('https://tax.example.com/enter');
    expect(url.searchParams.get('serviceId')).toBe('7');
    expect(url.searchParams.get('jdyTicket')).toMatch(/\S/);
  });

  it.each(['https://evil.test/enter', 'javascript:alert(1)', '//evil.test/enter'])(
    'should refuse %s, off the allow-list, asking for no ticket',
    async (address) => {
      await signInAs();
      const tickets = (await sandbox.state()).signIn.tickets.size;
      await expect(entryDestination(address)).rejects.toThrow();
      expect((await sandbox.state()).signIn.tickets.size).toBe(tickets);
    },
  );
});
