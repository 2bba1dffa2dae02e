export { ForcedRedirectNotice } from './forced-redirect-notice';
export type { ForcedRedirectNoticeProps } from './forced-redirect-notice';
