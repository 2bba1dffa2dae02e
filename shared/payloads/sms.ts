/*
 * The SMS senders' payloads (docs/product.md §7, service/sms): the project's own shapes.
 */

/** A sender's answer: seconds before the same number can be sent another code. */
export interface SmsSent {
  waitSeconds: number;
}

export interface MobileTarget {
  mobile: string;
}
