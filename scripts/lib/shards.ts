/**
 * A run split in n parts, each on its own machine or one after another: `--shard i/n` on the
 * command line, `<i>-of-<n>` in the names of each part's files, and the check that a merge has
 * every part.
 */

export interface Shard {
  index: number;
  total: number;
}

/** Reads `i/n` as `--shard` takes it. */
export function parseShard(text: string | undefined): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || index < 1 || total < 1 || index > total)
    throw new Error(`--shard takes i/n with 1 <= i <= n, as in --shard 1/2; got "${text ?? ''}"`);
  return { index, total };
}

/** The name the shard's files carry: `1-of-2`. */
export const shardName = ({ index, total }: Shard) => `${index}-of-${total}`;

/** Throws unless the shards are 1 to n of one n, each once: a merge of a part is not the run. */
export function checkShards(shards: readonly Shard[]): void {
  if (shards.length === 0) throw new Error('No shard results to merge');
  const totals = new Set(shards.map((shard) => shard.total));
  if (totals.size > 1)
    throw new Error(`Shard results of different counts (${[...totals].join(', ')}) side by side`);
  const total = shards[0]!.total;
  const present = new Set(shards.map((shard) => shard.index));
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !present.has(i));
  if (missing.length > 0) throw new Error(`Shards of ${total}: missing ${missing.join(', ')}`);
  if (present.size !== shards.length) throw new Error(`Shards of ${total}: one is there twice`);
}

/** Reads `<i>-of-<n>` (a shard's file or folder name, without its extension). */
export function shardOfName(name: string): Shard | undefined {
  const match = /^(\d+)-of-(\d+)$/.exec(name);
  return match ? { index: Number(match[1]), total: Number(match[2]) } : undefined;
}
