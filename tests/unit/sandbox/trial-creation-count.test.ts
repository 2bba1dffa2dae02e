import { describe, expect, it } from 'vitest';
import { TRIAL_CREATION_LIMIT, UNSHOWN_CHECK_PATHS } from '../../../shared/contract';
import { sendToSandbox, setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

const count = () =>
  sendToSandbox<{ created: number; limit: number }>(UNSHOWN_CHECK_PATHS.trialCreationCount);
const trial = (trialProduct: string) =>
  sendToSandbox('service/trial', { method: 'POST', body: JSON.stringify({ trialProduct }) });

/** The trial-creation-count check (decision 0035) and the limit service/trial keeps to. */
describe('the trial-creation-count check', () => {
  it('counts the corp’s trials, one a start, and refuses a start past the limit', async () => {
    const made = await sendToSandbox<{ userId: string }>('__sandbox/accounts', {
      method: 'POST',
      body: JSON.stringify({ ownCorp: true, services: true }),
    });
    await signInAs(made.data.userId);
    // The own corp's services hold one trial, 试用云薪酬 (payroll).
    expect((await count()).data).toEqual({ created: 1, limit: TRIAL_CREATION_LIMIT });
    for (const [index, product] of ['acct', 'erp', 'retail'].entries()) {
      expect(await trial(product)).toMatchObject({ errcode: '0' });
      expect((await count()).data.created).toBe(index + 2);
    }
    const refused = await trial('cashier');
    expect(refused.errcode).not.toBe('0');
    expect(refused.description).toContain(`all ${TRIAL_CREATION_LIMIT} of its trials`);
    expect((await count()).data.created).toBe(TRIAL_CREATION_LIMIT);
  });
});
