/**
 * The characters a captcha's tip names, in the order to click them. The spec names the payload's
 * `tip` but not its form: the sandbox sends the characters alone ("出 门 在 外"), and a server may
 * put its own Chinese instruction before them ("请依次点击：出 门 在 外"). What follows the last
 * colon (full-width or not) is taken as the characters, so the overlay can say what to do in the
 * page's language around them (docs/decisions/0004).
 */
export function tipCharacters(tip: string): string {
  const afterColon = tip.split(/[:：]/).pop() ?? '';
  return afterColon.trim() || tip.trim();
}
