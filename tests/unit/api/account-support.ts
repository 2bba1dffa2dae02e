import { expect } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { encryptText, sandbox, SANDBOX_SMS_CODE } from '../../../workbench/sandbox';

export const CODE = SANDBOX_SMS_CODE;

export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export async function encrypted(plain: string) {
  const { keys } = await sandbox.state();
  return { password: await encryptText(keys.publicKey, plain), security: 1 as const };
}

export async function accountRecord(userId: string) {
  return (await sandbox.state()).accounts.get(userId);
}
