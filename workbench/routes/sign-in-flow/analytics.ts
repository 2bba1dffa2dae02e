/**
 * The analytics events of the workbench (docs/product.md §1: the login event carries the role). No
 * third-party tracker: each event is pushed to `window.workbenchAnalytics` (an array a deployment's
 * own tag may drain, as with a data layer) and dispatched as a `workbench:analytics` DOM event.
 */
export type LoginRole = 'admin' | 'user';

/** How a person signed in (the five methods of docs/product.md §1, and the flows that end one). */
export type SignInMethod =
  | 'password'
  | 'sms'
  | 'qr'
  | 'authorizationCode'
  | 'cloud'
  | 'twoFactor'
  | 'downgrade'
  | 'registerCloudAccount'
  | 'assistant'
  | 'thirdPartyRegister';

export interface LoginEvent {
  name: 'login';
  role: LoginRole;
  method: SignInMethod;
}

export type AnalyticsEvent = LoginEvent;

export const ANALYTICS_EVENT = 'workbench:analytics';

declare global {
  interface Window {
    workbenchAnalytics?: AnalyticsEvent[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.workbenchAnalytics ??= []).push(event);
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
}

/** The login event, with the role of the signed-in person in the current corp. */
export function trackLogin(method: SignInMethod, admin: boolean): void {
  track({ name: 'login', role: admin ? 'admin' : 'user', method });
}
