import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale: every translated message comes back accented, in one pair of brackets and
 * about 40% longer. Text that shows plain was hard-coded; two bracket pairs in one phrase mean it
 * was glued together from two messages; text that overflows will overflow in Thai or Vietnamese.
 */
export const PSEUDO_LOCALE = 'pseudo';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const accent = (text: string) => [...text].map((char) => ACCENTED[char] ?? char).join('');
const padding = (length: number) => '~'.repeat(Math.ceil(length * 0.4));

/** One piece of text, pseudolocalised on its own. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  return `[${accent(text)}${padding(text.length)}]`;
}

/** Lingui's compiled form: a string, or text and tokens [name, type?, format?, …]. */
type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | CompiledToken;
type CompiledToken = [string, ...unknown[]];

/** The number of text characters, branches included, so the padding follows the longest reading. */
function textLength(message: CompiledMessage): number {
  if (typeof message === 'string') return message.length;
  return message.reduce<number>((sum, part) => {
    if (typeof part === 'string') return sum + part.length;
    const format = part[2];
    if (!format || typeof format !== 'object' || Array.isArray(format)) return sum;
    const branches = Object.values(format as Record<string, unknown>).filter(
      (branch): branch is CompiledMessage => typeof branch === 'string' || Array.isArray(branch),
    );
    return sum + Math.max(0, ...branches.map(textLength));
  }, 0);
}

/** Accents text only: placeholder names, formatter styles, plural offsets and `#` stay as they are. */
function accentMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return accent(message);
  return message.map((part): CompiledPart => {
    if (typeof part === 'string') return accent(part);
    const [name, type, format, ...rest] = part;
    if (!format || typeof format !== 'object' || Array.isArray(format)) return part;
    const branches = Object.fromEntries(
      Object.entries(format as Record<string, unknown>).map(([key, branch]) => [
        key,
        typeof branch === 'string' || Array.isArray(branch)
          ? accentMessage(branch as CompiledMessage)
          : branch,
      ]),
    );
    return [name, type, branches, ...rest];
  });
}

export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  if (textLength(message) === 0 || (typeof message === 'string' && message.trim() === ''))
    return message;
  const tail = `${padding(textLength(message))}]`;
  const accented = accentMessage(message);
  return typeof accented === 'string' ? `[${accented}${tail}` : ['[', ...accented, tail];
}

export function pseudoCatalog(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      pseudoMessage(message as CompiledMessage),
    ]),
  ) as Messages;
}
