import { readCookie, LANGUAGE_COOKIE } from '../../shared/cookies';
import { resolveLocale, type Locale } from '../../design-system/i18n';

/**
 * The start-up query parameters of docs/product.md §2, read once when the page starts and kept for the
 * life of the page (hash routes never change the query, but a flow may move the page on before
 * sign-in ends). jdyTicket is the ticket a third-party cloud sign-in comes back with.
 */
export interface StartupParams {
  clientId: string;
  redirectUrl: string;
  state: string;
  fromeBuyUrl: string;
  /** The agreement shows unless showAgreement is given and is not '1' (docs/product.md §2). */
  showAgreement: boolean;
  platform: string;
  productType: string;
  /** productType 'yjxc': the page is opened for that product, which signs in for its own use. */
  yjxc: boolean;
  fromLoginPage: 'common' | 'client' | undefined;
  jdyTicket: string;
  /**
   * registerCorp=1 with clientId and redirectUrl: the open-platform app asks for a company, which the
   * person creates for it or picks (not in the spec; the project's own, decision 0036).
   */
  registerCorp: boolean;
  /**
   * closeOpenReadonlyFlag (docs/product.md §8): set by a host that handles read-only services itself
   * (the native client, an embedding page), so 5000000000 does not leave the page. The spec names the
   * flag but not where it comes from; a start-up parameter, '1' or 'true', is our choice (decision 0004).
   */
  closeOpenReadonlyFlag: boolean;
}

/**
 * The native client's user-agent field (not shown in the spec; docs/decisions/0004): a
 * `WorkbenchClient/<version>` token. The language token `lang/<code>` travels beside it.
 */
const NATIVE_CLIENT_AGENT = /\bWorkbenchClient\/[\w.]+/i;

export function parseStartupParams(search: string): StartupParams {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() ?? '';
  const fromLoginPage = text('fromLoginPage');
  const productType = text('productType');
  const showAgreement = query.get('showAgreement');
  const closeOpenReadonlyFlag = text('closeOpenReadonlyFlag');
  return {
    clientId: text('clientId'),
    redirectUrl: text('redirectUrl'),
    state: text('state'),
    fromeBuyUrl: text('fromeBuyUrl'),
    showAgreement: showAgreement === null || showAgreement === '1',
    platform: text('platform'),
    productType,
    yjxc: productType === 'yjxc',
    fromLoginPage:
      fromLoginPage === 'common' || fromLoginPage === 'client' ? fromLoginPage : undefined,
    jdyTicket: text('jdyTicket'),
    registerCorp: text('registerCorp') === '1',
    closeOpenReadonlyFlag: closeOpenReadonlyFlag === '1' || closeOpenReadonlyFlag === 'true',
  };
}

let kept: StartupParams = parseStartupParams('');

/** Reads the start-up parameters; main.tsx calls it once, before the first render. */
export function keepStartupParams(search: string): StartupParams {
  kept = parseStartupParams(search);
  return kept;
}

/** The start-up parameters kept when the page started. */
export function startupParams(): StartupParams {
  return kept;
}

/**
 * Client mode (docs/product.md §1 and §6): the page was opened from the native client's login page
 * (fromLoginPage 'client'), or runs inside the native client, whose user agent says so. The opener's
 * word wins over the user agent: fromLoginPage 'common' (the suite's common login page, which the
 * native client can also show) is the browser's mode wherever it runs (decision 0004).
 */
export function isClientMode(search: string, userAgent = ''): boolean {
  const { fromLoginPage } = parseStartupParams(search);
  if (fromLoginPage) return fromLoginPage === 'client';
  return NATIVE_CLIENT_AGENT.test(userAgent);
}

/** Client mode's settings from the start-up query: the platform the native client names. */
export function clientModeOf(search: string, userAgent = ''): { platform: string } | undefined {
  if (!isClientMode(search, userAgent)) return undefined;
  return { platform: parseStartupParams(search).platform };
}

/** The language the page starts in, from what the browser holds (docs/product.md §4). */
export function startupLocale(): Locale {
  return resolveLocale({
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    browserLanguages: navigator.languages,
    clientMode: isClientMode(window.location.search, navigator.userAgent),
    userAgent: navigator.userAgent,
  });
}
