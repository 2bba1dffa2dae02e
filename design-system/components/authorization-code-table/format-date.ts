/**
 * An ISO 8601 instant as a date in the locale, e.g. 2026年3月2日 or Mar 2, 2026; '' for an empty or
 * unreadable value (a field the server leaves blank). timeZone undefined means the browser's;
 * stories pass a fixed one so the date does not depend on the machine.
 */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  if (iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}
