// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkShards, parseShard, shardOfName } from '../../../scripts/lib/shards';
import type { JestReport } from '../../../scripts/lib/test-results';
import {
  captureOf,
  mergeShardReports,
  parseVisualArgs,
  storiesOfIndex,
  storyOfTest,
  testPathPatterns,
} from '../../../scripts/lib/visual-stories';

const index = JSON.stringify({
  v: 5,
  entries: {
    'workbench-shell-not-found--docs': {
      type: 'docs',
      id: 'workbench-shell-not-found--docs',
      title: 'Workbench/Shell/Not found',
      name: 'Docs',
      importPath: './stories/workbench/shell/not-found-page.stories.tsx',
    },
    'workbench-shell-not-found--not-found': {
      type: 'story',
      id: 'workbench-shell-not-found--not-found',
      title: 'Workbench/Shell/Not found',
      name: 'Not Found',
      exportName: 'NotFound',
      importPath: './stories/workbench/shell/not-found-page.stories.tsx',
    },
    'workbench-shell-not-found--not-found-long': {
      type: 'story',
      id: 'workbench-shell-not-found--not-found-long',
      title: 'Workbench/Shell/Not found',
      name: 'Not Found Long',
      exportName: 'NotFoundLong',
      importPath: './stories/workbench/shell/not-found-page.stories.tsx',
    },
  },
});

const report = (passed: number, failed: number, name: string): JestReport => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  testResults: [{ name, assertionResults: [] }],
});

describe('the visual runner command line', () => {
  it('should read the story ids, the shard and the flags in any order', () => {
    expect(parseVisualArgs(['--update', 'a--b', '--no-build', '--shard', '2/3', 'c--d'])).toEqual({
      update: true,
      build: false,
      shard: { index: 2, total: 3 },
      storyIds: ['a--b', 'c--d'],
    });
    expect(parseVisualArgs(['--shard=1/2']).shard).toEqual({ index: 1, total: 2 });
    expect(parseVisualArgs([])).toEqual({ update: false, build: true, storyIds: [] });
  });

  it('should refuse a shard out of range and an unknown option', () => {
    expect(() => parseVisualArgs(['--shard', '3/2'])).toThrow('--shard takes i/n');
    expect(() => parseVisualArgs(['--shard'])).toThrow('--shard takes i/n');
    expect(() => parseShard('0/2')).toThrow();
    expect(() => parseVisualArgs(['--ci'])).toThrow('Unknown option --ci');
  });
});

describe('stories of the built index', () => {
  const stories = storiesOfIndex(index);

  it('should keep stories and leave docs pages out', () => {
    expect([...stories.keys()]).toEqual([
      'workbench-shell-not-found--not-found',
      'workbench-shell-not-found--not-found-long',
    ]);
  });

  it("should find a test's story by its title and export name, as the test-runner names them", () => {
    expect(storyOfTest(['Workbench/Shell/Not found', 'NotFoundLong'], stories)?.id).toBe(
      'workbench-shell-not-found--not-found-long',
    );
    expect(storyOfTest(['Workbench/Shell/Not found', 'Missing'], stories)).toBeUndefined();
    expect(storyOfTest(undefined, stories)).toBeUndefined();
  });

  it("should load only the stories' files, once each, with the dots escaped", () => {
    expect(testPathPatterns([...stories.values()])).toEqual([
      'stories/workbench/shell/not-found-page\\.stories\\.tsx$',
    ]);
  });

  it("should read a capture's story, locale and mode, the longest matching id first", () => {
    const ids = stories.keys();
    expect(captureOf('workbench-shell-not-found--not-found-long--th_TH', ids)).toEqual({
      storyId: 'workbench-shell-not-found--not-found-long',
      locale: 'th_TH',
      mode: undefined,
    });
    expect(
      captureOf('workbench-shell-not-found--not-found--zh_CN--dark', [
        'workbench-shell-not-found--not-found',
      ]),
    ).toEqual({ storyId: 'workbench-shell-not-found--not-found', locale: 'zh_CN', mode: 'dark' });
    expect(captureOf('another--story--zh_CN', ['workbench-shell-not-found--not-found'])).toBe(
      undefined,
    );
  });
});

describe('merging the shards', () => {
  it('should add up the counts and keep every file of every shard', () => {
    const merged = mergeShardReports([
      { shard: { index: 2, total: 2 }, report: report(3, 1, 'b.stories.tsx') },
      { shard: { index: 1, total: 2 }, report: report(5, 0, 'a.stories.tsx') },
    ]);
    expect(merged).toMatchObject({ numPassedTests: 8, numFailedTests: 1, numPendingTests: 0 });
    expect(merged.testResults.map((file) => file.name)).toEqual(['b.stories.tsx', 'a.stories.tsx']);
  });

  it('should refuse a merge that lacks a shard, has one twice, or mixes counts', () => {
    expect(() => checkShards([])).toThrow('No shard results');
    expect(() => checkShards([{ index: 1, total: 3 }])).toThrow('missing 2, 3');
    expect(() =>
      checkShards([
        { index: 1, total: 1 },
        { index: 1, total: 1 },
      ]),
    ).toThrow('one is there twice');
    expect(() =>
      checkShards([
        { index: 1, total: 2 },
        { index: 1, total: 1 },
      ]),
    ).toThrow('different counts');
  });

  it("should read a shard's file or folder name", () => {
    expect(shardOfName('2-of-3')).toEqual({ index: 2, total: 3 });
    expect(shardOfName('report')).toBeUndefined();
  });
});
