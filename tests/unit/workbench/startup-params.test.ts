import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientModeOf,
  isClientMode,
  keepStartupParams,
  parseStartupParams,
  startupLocale,
  startupParams,
} from '../../../workbench/routes/startup';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const NATIVE = `${DESKTOP} WorkbenchClient/1.0`;

describe('the start-up parameters', () => {
  it('should read every parameter of the query, trimmed', () => {
    const query = new URLSearchParams({
      clientId: ' sandbox-client ',
      redirectUrl: 'https://partner.example.com/callback',
      state: 'xyz',
      fromeBuyUrl: 'https://shop.example.com/',
      platform: 'windows',
      productType: 'kis',
      fromLoginPage: 'common',
      jdyTicket: 'SANDBOX-TICKET',
      registerCorp: '1',
      closeOpenReadonlyFlag: '1',
    });
    expect(parseStartupParams(`?${query.toString()}`)).toEqual({
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/callback',
      state: 'xyz',
      fromeBuyUrl: 'https://shop.example.com/',
      showAgreement: true,
      platform: 'windows',
      productType: 'kis',
      yjxc: false,
      fromLoginPage: 'common',
      jdyTicket: 'SANDBOX-TICKET',
      registerCorp: true,
      closeOpenReadonlyFlag: true,
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['', false],
    ['yes', false],
  ])('should read closeOpenReadonlyFlag=%s as %s', (value, on) => {
    expect(parseStartupParams(`?closeOpenReadonlyFlag=${value}`).closeOpenReadonlyFlag).toBe(on);
  });

  it('should give empty values and the agreement shown for an empty query', () => {
    expect(parseStartupParams('')).toEqual({
      clientId: '',
      redirectUrl: '',
      state: '',
      fromeBuyUrl: '',
      showAgreement: true,
      platform: '',
      productType: '',
      yjxc: false,
      fromLoginPage: undefined,
      jdyTicket: '',
      registerCorp: false,
      closeOpenReadonlyFlag: false,
    });
  });

  it.each([
    ['absent', '', true],
    ['1', '?showAgreement=1', true],
    ['0', '?showAgreement=0', false],
    ['empty', '?showAgreement=', false],
    ['true', '?showAgreement=true', false],
  ])('should show the agreement when showAgreement is %s: %s', (_name, search, shown) => {
    expect(parseStartupParams(search).showAgreement).toBe(shown);
  });

  it.each([
    ['yjxc', true],
    ['other', false],
    ['', false],
  ])('should mark productType %s as yjxc: %s', (productType, yjxc) => {
    expect(parseStartupParams(`?productType=${productType}`).yjxc).toBe(yjxc);
  });

  it.each([
    ['client', 'client'],
    ['common', 'common'],
    ['CLIENT', undefined],
    ['other', undefined],
  ])('should read fromLoginPage %s as %s', (value, mode) => {
    expect(parseStartupParams(`?fromLoginPage=${value}`).fromLoginPage).toBe(mode);
  });

  it('should keep the parameters read at start for the life of the page', () => {
    keepStartupParams('?clientId=kept&state=s1');
    expect(startupParams()).toMatchObject({ clientId: 'kept', state: 's1' });
    keepStartupParams('');
    expect(startupParams().clientId).toBe('');
  });
});

describe('client mode', () => {
  it('should be on with fromLoginPage=client', () => {
    expect(isClientMode('?fromLoginPage=client', DESKTOP)).toBe(true);
  });

  it('should be off in a browser opened from the common login page', () => {
    expect(isClientMode('?fromLoginPage=common', DESKTOP)).toBe(false);
    expect(isClientMode('', DESKTOP)).toBe(false);
  });

  it.each([NATIVE, `${DESKTOP} WorkbenchClient/3.2.1 lang/th_TH`, 'workbenchclient/2 Mozilla/5.0'])(
    'should be on inside the native client, whose user agent carries WorkbenchClient/<version>: %s',
    (userAgent) => {
      expect(isClientMode('', userAgent)).toBe(true);
    },
  );

  it('should be off inside the native client when it opens the common login page', () => {
    expect(isClientMode('?fromLoginPage=common', NATIVE)).toBe(false);
    expect(clientModeOf('?fromLoginPage=common&platform=windows', NATIVE)).toBeUndefined();
  });

  it.each([
    `${DESKTOP} WorkbenchClient`,
    `${DESKTOP} WorkbenchClient/`,
    `${DESKTOP} MyWorkbenchClient/1.0`,
  ])('should not take a near miss for the native client: %s', (userAgent) => {
    expect(isClientMode('', userAgent)).toBe(false);
  });

  it('should give the platform of the query in client mode, by query or by user agent', () => {
    expect(clientModeOf('?fromLoginPage=client&platform=windows', DESKTOP)).toEqual({
      platform: 'windows',
    });
    expect(clientModeOf('?platform=mac', NATIVE)).toEqual({ platform: 'mac' });
    expect(clientModeOf('?platform=mac', DESKTOP)).toBeUndefined();
  });
});

describe('the language the page starts in', () => {
  function browser({
    search = '',
    cookie = '',
    languages = ['en-US'],
    userAgent = DESKTOP,
  }: {
    search?: string;
    cookie?: string;
    languages?: string[];
    userAgent?: string;
  }) {
    window.history.replaceState(null, '', `/workbench/web/index.html${search}`);
    document.cookie = cookie ? `wb_lang=${cookie}; Path=/` : 'wb_lang=; Path=/; Max-Age=0';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  }

  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'wb_lang=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('should take the wb_lang cookie first', () => {
    browser({ cookie: 'th_TH', languages: ['zh-CN'] });
    expect(startupLocale()).toBe('th_TH');
  });

  it('should take the browser language without a cookie', () => {
    browser({ languages: ['th-TH', 'en-US'] });
    expect(startupLocale()).toBe('th_TH');
  });

  it('should fall back to Simplified Chinese for a language not offered', () => {
    browser({ languages: ['fr-FR'] });
    expect(startupLocale()).toBe('zh_CN');
  });

  it('should take the user agent language in client mode, over the cookie', () => {
    browser({
      search: '?fromLoginPage=client',
      cookie: 'zh_CN',
      languages: ['zh-CN'],
      userAgent: `${DESKTOP} lang/th_TH`,
    });
    expect(startupLocale()).toBe('th_TH');
  });

  it('should take the user agent language of the native client without the query', () => {
    browser({ userAgent: `${NATIVE} lang/vi_VN`, languages: ['zh-CN'] });
    expect(startupLocale()).toBe('vi_VN');
  });

  it('should fall back to English in client mode with no language field', () => {
    browser({ search: '?fromLoginPage=client', cookie: 'zh_CN', languages: ['zh-CN'] });
    expect(startupLocale()).toBe('en_US');
  });
});
