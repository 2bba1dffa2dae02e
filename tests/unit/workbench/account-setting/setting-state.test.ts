import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../../workbench/routes/account-setting/bind-email-dialog';
import { settingState } from '../../../../workbench/routes/account-setting/setting-state';

describe('settingState', () => {
  it('should be loading with neither data nor error', () => {
    expect(settingState({})).toEqual({ status: 'loading' });
  });

  it('should be an error when the read failed', () => {
    expect(settingState({ error: new Error('down') })).toEqual({ status: 'error' });
  });

  it('should keep the data a read had while it fails again', () => {
    expect(settingState({ data: 3, error: new Error('down') })).toEqual({
      status: 'ready',
      data: 3,
    });
  });

  it('should select from the data', () => {
    expect(settingState({ data: { count: 4 } }, ({ count }) => count)).toEqual({
      status: 'ready',
      data: 4,
    });
  });
});

describe('isEmail', () => {
  it.each(['a@b.co', ' name.surname@example.com ', 'x+y@mail.example.cn'])(
    'should take %j',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each(['', 'name', 'name@', '@example.com', 'na me@example.com', 'name@example', 'a@b@c.d'])(
    'should refuse %j',
    (value) => expect(isEmail(value)).toBe(false),
  );
});
