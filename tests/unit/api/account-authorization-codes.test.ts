import { describe, expect, it } from 'vitest';
import {
  authorizeCodeListPage,
  authorizeServiceList,
  generateAuthorizeCode,
  isHasValidCode,
  updateAuthorizeCode,
} from '../../../workbench/api/account';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { failureOf } from './account-support';

setupSandbox();

describe('authorization codes', () => {
  it('pages the codes three at a time by default, newest first', async () => {
    await signInAs('u0001');
    const first = await authorizeCodeListPage({});
    expect(first).toMatchObject({ total: 5, currentPage: 1, pageSize: 3 });
    expect(first.list.map((code) => code.status)).toEqual(['valid', 'valid', 'disabled']);
    const second = await authorizeCodeListPage({ currentPage: 2, pageSize: 3 });
    expect(second.list.map((code) => code.status)).toEqual(['expired', 'disabled']);
    expect((await failureOf(authorizeCodeListPage({ currentPage: 0 }))).code).toBe('-1');
  });

  it('makes one valid code per service', async () => {
    await signInAs('u0001');
    const services = await authorizeServiceList();
    expect(services.map((service) => service.hasValidCode)).toEqual([true, true, false, false]);
    const free = services[2]!.serviceId;
    expect(await isHasValidCode({ serviceId: free })).toEqual({ hasValidCode: false });
    const code = await generateAuthorizeCode({ serviceId: free });
    expect(code).toMatchObject({ serviceId: free, status: 'valid' });
    expect(await isHasValidCode({ serviceId: free })).toEqual({ hasValidCode: true });
    expect((await authorizeCodeListPage({})).list[0]).toEqual(code);
    expect((await failureOf(generateAuthorizeCode({ serviceId: free }))).message).toBe(
      'This service already has a valid authorization code.',
    );
    expect((await failureOf(isHasValidCode({ serviceId: 'nope' }))).message).toBe(
      'Service nope not found',
    );
  });

  it('turns codes off and on, but not an expired one nor a second valid one', async () => {
    await signInAs('u0001');
    const { list } = await authorizeCodeListPage({ pageSize: 10 });
    const [newest, , thirdDisabled, expired, oldestDisabled] = list;
    expect(
      (await failureOf(updateAuthorizeCode({ id: oldestDisabled!.id, status: 'valid' }))).message,
    ).toBe('This service already has a valid authorization code.');
    expect(await updateAuthorizeCode({ id: newest!.id, status: 'disabled' })).toMatchObject({
      status: 'disabled',
    });
    expect(await updateAuthorizeCode({ id: oldestDisabled!.id, status: 'valid' })).toMatchObject({
      status: 'valid',
    });
    expect(await updateAuthorizeCode({ id: thirdDisabled!.id, status: 'valid' })).toMatchObject({
      status: 'valid',
    });
    expect(
      (await failureOf(updateAuthorizeCode({ id: expired!.id, status: 'disabled' }))).message,
    ).toBe('This authorization code has expired.');
  });

  it('keeps one account’s codes from another', async () => {
    await signInAs('u0001');
    const [own] = (await authorizeCodeListPage({})).list;
    await signInAs('u0002');
    expect((await authorizeCodeListPage({})).total).toBe(1);
    expect(
      (await failureOf(updateAuthorizeCode({ id: own!.id, status: 'disabled' }))).message,
    ).toBe(`Authorization code ${own!.id} not found`);
  });
});
