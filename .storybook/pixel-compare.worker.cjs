// Decodes two PNGs and compares them with pixelmatch, for .storybook/pixel-compare.ts. A thread of
// its own, in plain Node: inside the test-runner's Jest sandbox pngjs took 3–4 s to decode a
// 1280 x 1764 capture that it decodes in 80 ms here (measured).
const { parentPort } = require('node:worker_threads');
const pixelmatch = require('pixelmatch');
const { PNG } = require('pngjs');

parentPort.on('message', ({ id, expected, actual, threshold }) => {
  try {
    const before = PNG.sync.read(Buffer.from(expected));
    const after = PNG.sync.read(Buffer.from(actual));
    const differing =
      before.width === after.width && before.height === after.height
        ? pixelmatch(before.data, after.data, null, after.width, after.height, {
            threshold,
            // A pixel past the threshold counts even where it looks like anti-aliasing, which
            // the matcher forgives: stricter, and it skips the anti-aliasing test, which takes
            // seconds on a page whose text changed.
            includeAA: true,
          })
        : Infinity;
    parentPort.postMessage({ id, differing });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
