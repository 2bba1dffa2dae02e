/** A link with its query; parameters left undefined are left out. */
function withQuery(href: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) query.set(name, value);
  const text = query.toString();
  return text ? `${href}?${text}` : href;
}

/**
 * The one route table: links and redirects read paths from here (hash routes, docs/product.md §2).
 * `path` is the router's pattern, `getHref` the link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '#/' },
  /** The sign-in page (the app's own route; the spec names the main page only). */
  login: { path: '/login', getHref: () => '#/login' },
  upgrade: { path: '/logpop/upgrade', getHref: () => '#/logpop/upgrade' },
  findPassword: { path: '/logpop/findpwd', getHref: () => '#/logpop/findpwd' },
  registerCloudAccount: {
    path: '/logpop/regKdCloud',
    getHref: (account: string) => `#/logpop/regKdCloud?account=${encodeURIComponent(account)}`,
  },
  twoFactor: {
    path: '/logpop/twoFactor',
    /**
     * factor (sms, email or wechat) is the project's addition to the spec's mfa and tipType: the
     * login code that led here said which second factor the account uses.
     */
    getHref: (mfa: string, tipType: string, factor: string) =>
      `#/logpop/twoFactor?mfa=${encodeURIComponent(mfa)}&tipType=${encodeURIComponent(tipType)}&factor=${encodeURIComponent(factor)}`,
  },
  downgrade: {
    path: '/logpop/downGrade',
    getHref: (account: string) => `#/logpop/downGrade?account=${encodeURIComponent(account)}`,
  },
  /** An assistant invitation's link (the project's own route: docs/decisions/0032). */
  assistant: {
    path: '/logpop/assistant',
    getHref: (code: string) => `#/logpop/assistant?code=${encodeURIComponent(code)}`,
  },
  /**
   * Where a cloud identity with no account registers one (the project's own route: decision
   * 0032); the ticket and client stay in the start-up query.
   */
  thirdPartyRegister: {
    path: '/logpop/thirdPartyRegister',
    getHref: () => '#/logpop/thirdPartyRegister',
  },
  /**
   * An open-platform app's company step after sign-in (the project's own route: decision 0036);
   * the app's clientId, redirectUrl and state stay in the start-up query.
   */
  connectApp: { path: '/logpop/connectApp', getHref: () => '#/logpop/connectApp' },
  forgetPassword: {
    path: '/logpop/forgetPassword',
    getHref: () => '#/logpop/forgetPassword?wholepage=1',
  },
  accountSetting: {
    path: '/accountSetting',
    /** `fix` names a security check-up item whose fix the page starts on arrival (the main page's links). */
    getHref: (fix?: string) =>
      fix ? `#/accountSetting?fix=${encodeURIComponent(fix)}` : '#/accountSetting',
    /**
     * `setting` names a row of the settings (its `data-setting`), which takes the focus on arrival
     * the same way (the command palette's settings).
     */
    getSettingHref: (setting: string) => `#/accountSetting?setting=${encodeURIComponent(setting)}`,
  },
  readOnlyService: { path: '/readonly/myService', getHref: () => '#/readonly/myService' },
  // The app's own pages (docs/product.md §2 knows these screens only through their calls).
  corps: { path: '/corps', getHref: () => '#/corps' },
  departments: {
    path: '/departments',
    /** `dept` opens that department; `member` searches the whole corp's members for it. */
    getHref: (open: { dept?: string; member?: string } = {}) => withQuery('#/departments', open),
  },
  devices: { path: '/devices', getHref: () => '#/devices' },
  invitations: { path: '/invitations', getHref: () => '#/invitations' },
  services: {
    path: '/services',
    /** `tab` picks the list; `service` brings that service of it into view, focused. */
    getHref: (open: { tab?: string; service?: string } = {}) => withQuery('#/services', open),
  },
  authorizationCodes: { path: '/authorizationCodes', getHref: () => '#/authorizationCodes' },
  selfService: { path: '/selfService', getHref: () => '#/selfService' },
  market: { path: '/market', getHref: () => '#/market' },
  operationLogs: { path: '/operationLogs', getHref: () => '#/operationLogs' },
  /** A screen the old system still serves, in a frame (same-origin `url` only). */
  legacy: {
    path: '/legacy',
    getHref: (url: string) => `#/legacy?url=${encodeURIComponent(url)}`,
  },
} as const;

/** The login pop pages (docs/product.md §8: no read-only redirect while on one). */
export const LOGIN_POP_PREFIX = '#/logpop/';
