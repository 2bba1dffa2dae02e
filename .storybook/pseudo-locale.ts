import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale: every translated string comes back accented, bracketed and about 40% longer.
 * A string that shows plain was hard-coded; two bracket pairs in one phrase were concatenated;
 * text that overflows its box will overflow in Thai or Vietnamese too.
 */
export const PSEUDO_LOCALE = 'pseudo';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const padding = '~'.repeat(Math.ceil(text.length * 0.4));
  return `[${accented}${padding}]`;
}

type CompiledPart = string | CompiledPart[] | { [key: string]: CompiledPart };

/** Lingui compiles a message to a string or to tokens: [name, type?, format?]; only text changes. */
function pseudoPart(part: CompiledPart, isToken = false): CompiledPart {
  if (typeof part === 'string') return isToken ? part : pseudoText(part);
  if (Array.isArray(part)) {
    if (isToken) {
      const [name, type, format, ...rest] = part;
      const branches =
        format && typeof format === 'object' && !Array.isArray(format)
          ? Object.fromEntries(Object.entries(format).map(([key, value]) => [key, pseudoPart(value)]))
          : format;
      return [name!, ...(type === undefined ? [] : [type]), ...(branches === undefined ? [] : [branches]), ...rest];
    }
    return part.map((item) => (Array.isArray(item) ? pseudoPart(item, true) : pseudoPart(item)));
  }
  return part;
}

export function pseudoCatalog(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoPart(message as CompiledPart)]),
  ) as Messages;
}
