import { describe, expect, it } from 'vitest';
import { callsExercised, formatCallsExercised } from '../../../scripts/lib/e2e-calls';

const TSV = [
  '# a comment',
  'method\tpath\tparams',
  'POST\tservice/corp/list\t',
  'POST\tservice/corp/current\t',
  'POST\tservice/corp/switch\t',
  'POST\tservice/enable\t',
  'POST\tservice/rename\t',
  'JSONP\tsso/login/scanGet\t',
  'GET\tsso/system/parameter\t',
  'POST\tkdopen/market/list\t',
].join('\n');

describe('callsExercised', () => {
  it('counts each contract call the log holds once, by method and path, per area', () => {
    const log = [
      'POST service/corp/list',
      'POST service/corp/list',
      'GET service/corp/current',
      'POST service/enable',
      'JSONP sso/login/scanGet',
      'POST service/not-in-the-contract',
      '',
    ].join('\n');
    const result = callsExercised(TSV, log);
    expect(result.total).toBe(8);
    expect(result.exercised).toBe(3);
    expect(result.areas).toEqual([
      { area: 'kdopen', exercised: 0, total: 1 },
      { area: 'service (services)', exercised: 1, total: 2 },
      { area: 'service/corp', exercised: 1, total: 3 },
      { area: 'sso/login', exercised: 1, total: 1 },
      { area: 'sso/system', exercised: 0, total: 1 },
    ]);
    expect(result.missing).toEqual([
      'POST service/corp/current',
      'POST service/corp/switch',
      'POST service/rename',
      'GET sso/system/parameter',
      'POST kdopen/market/list',
    ]);
    const lines = formatCallsExercised(result);
    expect(lines[0]).toBe(
      'Calls of endpoints.tsv made by the browser in the end-to-end tests: 3 of 8',
    );
    expect(lines.slice(-6)).toEqual([
      'Not made by any test:',
      '  POST service/corp/current',
      '  POST service/corp/switch',
      '  POST service/rename',
      '  GET sso/system/parameter',
      '  POST kdopen/market/list',
    ]);
  });
});
