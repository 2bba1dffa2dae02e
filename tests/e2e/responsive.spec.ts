import type { Page } from '@playwright/test';
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES, waitUntilDrawn } from './support/pages';
import { startSession } from './support/session';
import { expect, test } from './support/test';

/**
 * Every page at the widths people use, from a small phone to a wide desktop (issue 17): the
 * document never scrolls sideways, and every button, link and row action the page shows lies
 * inside the viewport, so none is reached only by scrolling a table sideways.
 */
const WIDTHS = [360, 390, 768, 1280, 1440, 1920] as const;
const HEIGHT = 800;

/** What lies outside the viewport sideways: the document's overflow, and each control beyond an edge. */
function overflowsSideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="menuitem"], [role="tab"], input, select, textarea',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers, not a control to press.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        found.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    return found;
  });
}

/** Lets the layout follow a new viewport: media queries and breakpoint hooks answer within a frame or two. */
function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Opens each page by its hash at the narrowest width, waits until it has stopped loading, then
 * widens the viewport step by step and collects what overflows at each width. One load a page
 * instead of one a width: the five loads of every page were a sixth of the end-to-end run. The
 * test's time grows with the pages it visits, each bringing its own 10 s for a busy machine.
 */
async function visitAll(page: Page, hrefs: readonly string[]) {
  test.setTimeout(15_000 + hrefs.length * 10_000);
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto('index.html');
  for (const href of hrefs) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.evaluate((hash) => (window.location.hash = hash), href);
    await waitUntilDrawn(page);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await nextFrames(page);
      }
      for (const problem of await overflowsSideways(page))
        problems.push(`${href} at ${width} px: ${problem}`);
    }
  }
  return problems;
}

test('signed out, at every width no page scrolls sideways or puts a control off screen', async ({
  page,
}) => {
  expect(await visitAll(page, SIGNED_OUT_PAGES)).toEqual([]);
});

// The sandbox's admin, whose lists are full (60 members, devices, services, orders): it only reads.
test('signed in, at every width no page scrolls sideways or puts a control off screen', async ({
  page,
}) => {
  await startSession(page);
  expect(await visitAll(page, SIGNED_IN_PAGES)).toEqual([]);
});
