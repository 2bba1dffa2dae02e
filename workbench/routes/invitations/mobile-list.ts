import { BATCH_INVITE_MAX } from '../../../shared/domain/invite';
import { mobileRule } from '../../../shared/validation';

/** What is wrong with the typed mobiles, or nothing when they can be sent. */
export type MobileListProblem =
  { kind: 'empty' } | { kind: 'invalid'; mobiles: string[] } | { kind: 'tooMany'; count: number };

/**
 * The mobiles typed into the batch-send box: one a line, or separated by commas, semicolons or
 * spaces (the ASCII and the full-width marks a Chinese keyboard types), each once, in the order
 * typed. A repeat is dropped here rather than refused by the server.
 */
export function parseMobiles(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;，；、]+/u)) if (part !== '') seen.add(part);
  return [...seen];
}

/** Checks the parsed mobiles against the mobile rule (docs/product.md §5) and batchsend's limit. */
export function mobileListProblem(mobiles: readonly string[]): MobileListProblem | undefined {
  if (mobiles.length === 0) return { kind: 'empty' };
  const invalid = mobiles.filter((mobile) => mobileRule(mobile) !== undefined);
  if (invalid.length > 0) return { kind: 'invalid', mobiles: invalid };
  if (mobiles.length > BATCH_INVITE_MAX) return { kind: 'tooMany', count: mobiles.length };
  return undefined;
}
