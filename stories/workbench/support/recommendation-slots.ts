import { expect, waitFor } from 'storybook/test';
import type { RecommendSlot } from '../../../workbench/api/system';

/**
 * Waits until every picture of the given recommendation slots has loaded. They load beside the
 * page's own data, so a screenshot taken when the page's data is in may still miss them, or draw
 * a picture 0 px high.
 */
export async function slotPicturesShown(root: HTMLElement, slots: readonly RecommendSlot[]) {
  await waitFor(() => {
    for (const slot of slots) {
      const pictures = [...root.querySelectorAll<HTMLImageElement>(`[data-slot="${slot}"] img`)];
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures)
        expect(picture.complete && picture.naturalWidth > 0).toBe(true);
    }
  });
}
