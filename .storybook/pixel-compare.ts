import { Worker } from 'node:worker_threads';

// How many pixels of two captures differ past a colour threshold, decided in a worker thread
// (./pixel-compare.worker.cjs): the visual runner asks it of captures that are not byte-equal to
// their baselines, before it spends the matcher's Node process on them.

interface Answer {
  id: number;
  differing?: number;
  error?: string;
}

/**
 * How long the thread is kept with nothing to compare. This module, like the runner, is loaded
 * anew for each stories file, in a Jest process that goes on to the next file: a thread left
 * running would stay until the process ends, one for each file. A file's captures come a few
 * hundred milliseconds apart, so one thread serves a whole file.
 */
const IDLE_MS = 2_000;

let worker: Worker | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (count: number) => void; reject: (e: Error) => void }>();

function comparer() {
  if (worker) return worker;
  const started = new Worker(`${process.cwd()}/.storybook/pixel-compare.worker.cjs`);
  // It must not keep the test file's process alive once its tests are done.
  started.unref();
  started.on('message', ({ id, differing, error }: Answer) => {
    const answer = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) answer?.reject(new Error(error));
    else answer?.resolve(differing ?? Infinity);
    if (waiting.size === 0) {
      idle = setTimeout(() => {
        worker = undefined;
        void started.terminate();
      }, IDLE_MS);
      idle.unref();
    }
  });
  started.on('error', (error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

/** Width and height from a PNG's header (IHDR), without decoding it. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/**
 * The pixels of `actual` past `threshold` from `expected` (pixelmatch, anti-aliasing counted);
 * Infinity when the two are not the same size.
 */
export function differingPixels(expected: Buffer, actual: Buffer, threshold: number) {
  if (pngSize(expected) !== pngSize(actual)) return Promise.resolve(Infinity);
  const id = ++asked;
  clearTimeout(idle);
  return new Promise<number>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    comparer().postMessage({ id, expected, actual, threshold });
  });
}
