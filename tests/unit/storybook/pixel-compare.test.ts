// @vitest-environment node
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { differingPixels } from '../../../.storybook/pixel-compare';

const THRESHOLD = 0.1;

/** A width x height PNG of one grey level, with `changes` painted over it ([x, y, grey]). */
function png(width: number, height: number, grey = 200, changes: [number, number, number][] = []) {
  const image = new PNG({ width, height });
  for (let at = 0; at < width * height; at++) image.data.set([grey, grey, grey, 255], at * 4);
  for (const [x, y, level] of changes)
    image.data.set([level, level, level, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe('differingPixels (the visual runner: a capture shown in place draws its baseline)', () => {
  it('finds no pixel in the same picture encoded again', async () => {
    expect(await differingPixels(png(40, 30), png(40, 30), THRESHOLD)).toBe(0);
  });

  it('forgives a colour moved by a level or two, as text drawn again moves', async () => {
    const moved = png(40, 30, 200, [
      [3, 4, 201],
      [10, 12, 198],
    ]);
    expect(await differingPixels(png(40, 30), moved, THRESHOLD)).toBe(0);
  });

  it('counts each pixel past the threshold', async () => {
    const changed = png(40, 30, 200, [
      [3, 4, 20],
      [4, 4, 20],
      [20, 20, 255],
    ]);
    expect(await differingPixels(png(40, 30), changed, THRESHOLD)).toBe(3);
  });

  it('counts a pixel that looks like anti-aliasing too, which the matcher would forgive', async () => {
    // A black half beside a white one; the new picture has one grey pixel on the edge between.
    const edge: [number, number, number][] = Array.from({ length: 30 * 20 }, (_, at) => [
      at % 20,
      Math.floor(at / 20),
      0,
    ]);
    const softened = png(40, 30, 255, [...edge, [20, 10, 128]]);
    expect(await differingPixels(png(40, 30, 255, edge), softened, THRESHOLD)).toBe(1);
  });

  it('takes captures of another size as different, without decoding them', async () => {
    expect(await differingPixels(png(40, 30), png(40, 31), THRESHOLD)).toBe(Infinity);
  });

  it('reports a file that is not a PNG instead of hanging', async () => {
    const broken = Buffer.concat([png(40, 30).subarray(0, 40), Buffer.alloc(40)]);
    await expect(differingPixels(png(40, 30), broken, THRESHOLD)).rejects.toThrow();
  });

  it('compares again after its idle thread has ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await differingPixels(png(40, 30), png(40, 30, 10), THRESHOLD)).toBe(1200);
      // Ends the thread that has nothing left to compare.
      vi.runAllTimers();
      expect(await differingPixels(png(40, 30), png(40, 30), THRESHOLD)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
