/**
 * The reader's IANA time zone, which the app shows every time in. Apart from the date formatters:
 * start-up writes it to a cookie, and it should not load them with it.
 */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
