import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  markerPercent,
  toImagePixels,
  toImageSrc,
} from '../../../../../design-system/components/image-captcha-overlay';

const size = fc.integer({ min: 1, max: 2000 });
const offset = fc.double({ min: -5000, max: 5000, noNaN: true });
const coordinate = fc.double({ min: -10000, max: 10000, noNaN: true });

describe('toImagePixels', () => {
  it('should scale a click on an image drawn smaller than its own size', () => {
    expect(
      toImagePixels(
        { x: 150, y: 60 },
        { left: 10, top: 20, width: 280, height: 140 },
        { width: 300, height: 150 },
      ),
    ).toEqual({ x: 150, y: 42 });
  });

  it('should scale a click on an image drawn larger than its own size', () => {
    expect(
      toImagePixels(
        { x: 400, y: 300 },
        { left: 0, top: 0, width: 600, height: 400 },
        { width: 300, height: 200 },
      ),
    ).toEqual({ x: 200, y: 150 });
  });

  it('should scale each axis on its own when the aspect ratio is not kept', () => {
    expect(
      toImagePixels(
        { x: 50, y: 50 },
        { left: 0, top: 0, width: 100, height: 200 },
        { width: 300, height: 200 },
      ),
    ).toEqual({ x: 150, y: 50 });
  });

  it('should map the top-left corner to pixel 0 and the bottom-right edge to the last pixel', () => {
    const rect = { left: 12, top: 34, width: 280, height: 187 };
    const natural = { width: 300, height: 200 };
    expect(toImagePixels({ x: 12, y: 34 }, rect, natural)).toEqual({ x: 0, y: 0 });
    expect(toImagePixels({ x: 292, y: 221 }, rect, natural)).toEqual({ x: 299, y: 199 });
  });

  it('should keep a click just outside the image on its edge pixel', () => {
    const rect = { left: 10, top: 10, width: 100, height: 100 };
    const natural = { width: 50, height: 50 };
    expect(toImagePixels({ x: 9.6, y: 110.4 }, rect, natural)).toEqual({ x: 0, y: 49 });
  });

  it('should place no click while the image has no size', () => {
    const point = { x: 5, y: 5 };
    expect(
      toImagePixels(point, { left: 0, top: 0, width: 0, height: 100 }, { width: 300, height: 200 }),
    ).toBeNull();
    expect(
      toImagePixels(point, { left: 0, top: 0, width: 100, height: 100 }, { width: 0, height: 0 }),
    ).toBeNull();
    expect(
      toImagePixels(
        { x: Number.NaN, y: 5 },
        { left: 0, top: 0, width: 100, height: 100 },
        { width: 300, height: 200 },
      ),
    ).toBeNull();
  });

  it('should always give whole pixels inside the image (property)', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        offset,
        offset,
        size,
        size,
        size,
        size,
        (x, y, left, top, width, height, naturalWidth, naturalHeight) => {
          const click = toImagePixels(
            { x, y },
            { left, top, width, height },
            { width: naturalWidth, height: naturalHeight },
          );
          expect(click).not.toBeNull();
          if (!click) return;
          expect(Number.isInteger(click.x)).toBe(true);
          expect(Number.isInteger(click.y)).toBe(true);
          expect(click.x).toBeGreaterThanOrEqual(0);
          expect(click.x).toBeLessThan(naturalWidth);
          expect(click.y).toBeGreaterThanOrEqual(0);
          expect(click.y).toBeLessThan(naturalHeight);
        },
      ),
    );
  });

  it('should map the centre of every displayed pixel back to that pixel (property)', () => {
    fc.assert(
      fc.property(
        size,
        size,
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        offset,
        offset,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (naturalWidth, naturalHeight, scale, left, top, fx, fy) => {
          const px = Math.floor(fx * naturalWidth);
          const py = Math.floor(fy * naturalHeight);
          const width = naturalWidth * scale;
          const height = naturalHeight * scale;
          const click = toImagePixels(
            { x: left + (px + 0.5) * scale, y: top + (py + 0.5) * scale },
            { left, top, width, height },
            { width: naturalWidth, height: naturalHeight },
          );
          expect(click).toEqual({ x: px, y: py });
        },
      ),
    );
  });

  it('should give the same pixel as the offset when drawn at its own size (property)', () => {
    fc.assert(
      fc.property(size, size, offset, offset, (width, height, left, top) =>
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: width - 1 }),
            fc.integer({ min: 0, max: height - 1 }),
            (dx, dy) => {
              expect(
                toImagePixels(
                  { x: left + dx + 0.5, y: top + dy + 0.5 },
                  { left, top, width, height },
                  { width, height },
                ),
              ).toEqual({ x: dx, y: dy });
            },
          ),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 50 },
    );
  });

  it('should never move left or up when the click moves right or down (property)', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        offset,
        offset,
        size,
        size,
        size,
        size,
        (x, y, dx, dy, left, top, width, height, naturalWidth, naturalHeight) => {
          const rect = { left, top, width, height };
          const natural = { width: naturalWidth, height: naturalHeight };
          const before = toImagePixels({ x, y }, rect, natural);
          const after = toImagePixels({ x: x + dx, y: y + dy }, rect, natural);
          expect(after!.x).toBeGreaterThanOrEqual(before!.x);
          expect(after!.y).toBeGreaterThanOrEqual(before!.y);
        },
      ),
    );
  });

  it('should scale each axis independently of the other (property)', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        offset,
        offset,
        size,
        size,
        size,
        size,
        (x, y1, y2, left, top, width, height, naturalWidth, naturalHeight) => {
          const rect = { left, top, width, height };
          const natural = { width: naturalWidth, height: naturalHeight };
          expect(toImagePixels({ x, y: y1 }, rect, natural)!.x).toBe(
            toImagePixels({ x, y: y2 }, rect, natural)!.x,
          );
        },
      ),
    );
  });

  it('should place no click when any size is zero or negative (property)', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        fc.array(fc.double({ min: -2000, max: 0, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 15 }),
        size,
        (x, y, bad, mask, good) => {
          // At least one of the four sizes is bad; the mask picks which of the others are too.
          const which = (mask % 4) as 0 | 1 | 2 | 3;
          const pickSize = (index: number) =>
            index === which || (mask >> index) & 1 ? bad[index]! : good;
          expect(
            toImagePixels(
              { x, y },
              { left: 0, top: 0, width: pickSize(0), height: pickSize(1) },
              { width: pickSize(2), height: pickSize(3) },
            ),
          ).toBeNull();
        },
      ),
    );
  });
});

describe('toImageSrc', () => {
  it('should keep a data: URL as it is', () => {
    const url = 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E';
    expect(toImageSrc(url)).toBe(url);
    expect(toImageSrc(`  ${url}\n`)).toBe(url);
  });

  it('should mark bare base64 of a JPEG as image/jpeg', () => {
    expect(toImageSrc('/9j/4AAQSkZJRgABAQ')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ');
  });

  it('should mark other bare base64 as image/png', () => {
    expect(toImageSrc('iVBORw0KGgoAAAANSUhEUg')).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg',
    );
  });
});

describe('markerPercent', () => {
  it("should put the marker on the pixel's centre away from the edges", () => {
    expect(markerPercent(150, 300, 280, 12)).toBeCloseTo(50.1667, 3);
  });

  it('should keep half a marker from each edge of the drawn image', () => {
    expect(markerPercent(0, 300, 280, 12)).toBeCloseTo((12 / 280) * 100, 6);
    expect(markerPercent(299, 300, 280, 12)).toBeCloseTo(100 - (12 / 280) * 100, 6);
  });

  it('should not clamp while the image has no drawn size', () => {
    expect(markerPercent(0, 300, 0, 12)).toBeCloseTo((0.5 / 300) * 100, 6);
  });

  it('should keep every marker whole inside the grid, whatever the sizes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 24, max: 2000 }),
        fc.integer({ min: 0, max: 1999 }),
        (natural, displayed, at) => {
          const pixel = at % natural;
          const centrePx = (markerPercent(pixel, natural, displayed, 12) / 100) * displayed;
          expect(centrePx).toBeGreaterThanOrEqual(12 - 1e-9);
          expect(centrePx).toBeLessThanOrEqual(displayed - 12 + 1e-9);
        },
      ),
    );
  });
});
