/**
 * What the visual runner, its shards' merge and its report share: the command line, the story
 * index of the built Storybook (story id to title and export, and its file), the capture files'
 * names, and the merge of the shards' Jest results.
 */
import { checkShards, parseShard, type Shard } from './shards';
import type { JestReport } from './test-results';

/** One story of storybook-static/index.json. */
export interface IndexStory {
  id: string;
  title: string;
  name: string;
  exportName: string;
  importPath: string;
}

interface IndexJson {
  entries: Record<string, IndexStory & { type: string }>;
}

/** The stories of a built Storybook's index.json, by id (docs pages left out). */
export function storiesOfIndex(json: string): Map<string, IndexStory> {
  const { entries } = JSON.parse(json) as IndexJson;
  return new Map(
    Object.values(entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [entry.id, entry]),
  );
}

/** Where each shard of the visual run writes its Jest results, as `<i>-of-<n>.json`. */
export const SHARD_RESULTS_DIR = '.test-output/visual-shards';

export interface VisualArgs {
  update: boolean;
  build: boolean;
  shard?: Shard;
  /** Story ids: only these stories run (all their locales and modes). */
  storyIds: string[];
}

/** `[--update] [--no-build] [--shard i/n] [story id…]`; anything else is an error. */
export function parseVisualArgs(argv: readonly string[]): VisualArgs {
  const args: VisualArgs = { update: false, build: true, storyIds: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--update') args.update = true;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--shard') args.shard = parseShard(argv[++i]);
    else if (arg.startsWith('--shard=')) args.shard = parseShard(arg.slice('--shard='.length));
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}`);
    else args.storyIds.push(arg);
  }
  return args;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Jest's test path patterns: only the files that hold these stories are loaded. */
export function testPathPatterns(stories: readonly IndexStory[]): string[] {
  return [
    ...new Set(stories.map((story) => `${escapeRegExp(story.importPath.replace(/^\.\//, ''))}$`)),
  ];
}

/** The story a test of the test-runner visits, from its describe blocks: title, then export. */
export function storyOfTest(
  ancestorTitles: readonly string[] | undefined,
  stories: ReadonlyMap<string, IndexStory>,
): IndexStory | undefined {
  const [title, exportName] = ancestorTitles ?? [];
  return [...stories.values()].find(
    (story) => story.title === title && story.exportName === exportName,
  );
}

/**
 * A capture's file name (`<story id>--<locale>` or `<story id>--<locale>--<mode>`, as
 * .storybook/test-runner.ts names them), read against the stories it may belong to.
 */
export function captureOf(
  identifier: string,
  storyIds: Iterable<string>,
): { storyId: string; locale: string; mode?: string } | undefined {
  const storyId = [...storyIds]
    .filter((id) => identifier.startsWith(`${id}--`))
    .sort((a, b) => b.length - a.length)[0];
  if (!storyId) return undefined;
  const [locale, mode] = identifier.slice(storyId.length + 2).split('--');
  return locale ? { storyId, locale, mode } : undefined;
}

/**
 * The shards' Jest results as one (checkShards first).
 */
export function mergeShardReports(shards: readonly { shard: Shard; report: JestReport }[]) {
  checkShards(shards.map(({ shard }) => shard));
  const sum = (key: 'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numTodoTests') =>
    shards.reduce((count, { report }) => count + (report[key] ?? 0), 0);
  const merged: JestReport = {
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    testResults: shards.flatMap(({ report }) => report.testResults),
  };
  return merged;
}
