import { expect, waitFor } from 'storybook/test';
import type { RecommendSlot } from '../../../shared/payloads/system';

/**
 * Waits until every picture of the given recommendation slots has loaded. They load beside the
 * page's own data, so a screenshot taken when the page's data is in may still miss them, or draw
 * a picture 0 px high.
 */
export async function slotPicturesShown(root: HTMLElement, slots: readonly RecommendSlot[]) {
  await waitFor(async () => {
    for (const slot of slots) {
      const pictures = [...root.querySelectorAll<HTMLImageElement>(`[data-slot="${slot}"] img`)];
      await expect(pictures.length).toBeGreaterThan(0);
      const loaded = pictures.filter((picture) => picture.complete && picture.naturalWidth > 0);
      await expect(loaded).toHaveLength(pictures.length);
    }
  });
}
