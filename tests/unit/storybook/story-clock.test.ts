import { afterEach, describe, expect, it } from 'vitest';
import { startStoryClock, STORY_NOW } from '../../../.storybook/story-clock';

describe('startStoryClock', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('should start now and new Date() at the seed day, whatever the real date', () => {
    stop = startStoryClock();
    // A bound, not equality: real time passes between the reads (a minute holds under any load).
    for (const now of [Date.now(), new Date().getTime()]) {
      expect(now).toBeGreaterThanOrEqual(STORY_NOW);
      expect(now).toBeLessThan(STORY_NOW + 60_000);
    }
  });

  it('should keep every date given its own value or parts', () => {
    stop = startStoryClock();
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date('2024-02-29T08:00:00Z').toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(new Date(2025, 0, 31).getDate()).toBe(31);
    expect(Date.UTC(2026, 0, 1)).toBe(1_767_225_600_000);
    expect(new Date()).toBeInstanceOf(Date);
  });

  it('should let time run on from the seed day', async () => {
    stop = startStoryClock();
    const first = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
  });

  it('should follow a Date.now a story holds still, in new Date() as well', () => {
    stop = startStoryClock();
    const held = STORY_NOW + 1_000;
    Date.now = () => held;
    expect(new Date().getTime()).toBe(held);
  });

  it('should give the real clock back when stopped', () => {
    const RealDate = Date;
    startStoryClock()();
    expect(Date).toBe(RealDate);
  });
});
