import { Worker } from 'node:worker_threads';

// How many pixels of two captures differ past a colour threshold, decided in a worker thread
// (./pixel-compare.worker.cjs): the visual runner asks it of captures that are not byte-equal to
// their baselines, before it spends the matcher's Node process on them.

interface Answer {
  id: number;
  differing?: number;
  error?: string;
}

let worker: Worker | undefined;
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
  return new Promise<number>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    comparer().postMessage({ id, expected, actual, threshold });
  });
}
