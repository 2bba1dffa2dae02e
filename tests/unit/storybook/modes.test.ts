import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, capturesFor, chromaticModes } from '../../../.storybook/modes';
import type { VisualParameters } from '../../../types/storybook';

const names = (captures: ReturnType<typeof capturesFor>) => captures.map(([name]) => name);

describe('capturesFor', () => {
  it('should capture a story that asks for nothing in zh_CN and en_US, light, on the desktop', () => {
    expect(capturesFor()).toEqual([
      ['zh_CN', { locale: 'zh_CN', colourMode: 'light', viewport: 'desktop' }],
      ['en_US', { locale: 'en_US', colourMode: 'light', viewport: 'desktop' }],
    ]);
  });

  it('should capture a story that pins its locale once, in that locale', () => {
    expect(names(capturesFor({}, 'th_TH'))).toEqual(['th_TH']);
    expect(names(capturesFor({ allLocales: true, locales: ['vi_VN'] }, 'en_US'))).toEqual([
      'en_US',
    ]);
  });

  it('should capture every language once for a story that asks for all six', () => {
    expect(names(capturesFor({ allLocales: true }))).toEqual([...ALL_LOCALES]);
  });

  it('should add the languages a story names to the two defaults, each once', () => {
    expect(names(capturesFor({ locales: ['th_TH', 'en_US', 'zh_CN'] }))).toEqual([
      'zh_CN',
      'en_US',
      'th_TH',
    ]);
  });

  it('should take phone and dark in the first language only, at the story viewport for the others', () => {
    const captures = capturesFor({ viewport: 'phone', modes: ['phone', 'dark'] });
    expect(captures).toEqual([
      ['zh_CN', { locale: 'zh_CN', colourMode: 'light', viewport: 'phone' }],
      ['en_US', { locale: 'en_US', colourMode: 'light', viewport: 'phone' }],
      ['zh_CN--phone', { locale: 'zh_CN', colourMode: 'light', viewport: 'phone' }],
      ['zh_CN--dark', { locale: 'zh_CN', colourMode: 'dark', viewport: 'desktop' }],
    ]);
  });
});

describe('chromaticModes', () => {
  it('should give Chromatic the same captures as the local runner, by the same names', () => {
    const visual: VisualParameters = { locales: ['th_TH'], modes: ['dark'] };
    expect(Object.keys(chromaticModes(visual))).toEqual(names(capturesFor(visual)));
    expect(chromaticModes(visual)['zh_CN--dark']).toEqual({
      locale: 'zh_CN',
      colourMode: 'dark',
      viewport: { width: 1280, height: 800 },
    });
  });
});
