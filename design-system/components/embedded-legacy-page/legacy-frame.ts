/**
 * The legacy page's own chrome, hidden inside the frame because the workbench already shows its
 * header and navigation (docs/product.md §2, "Embedded legacy page"). The spec does not name the
 * legacy markup: these are the project's choice. Only top-level landmarks are matched, so a
 * header or footer inside the page's content (a card's, a table's) stays; the ids cover older
 * pages that build their chrome from divs.
 */
export const LEGACY_CHROME_SELECTORS: readonly string[] = [
  'body > header',
  'body > nav',
  'body > footer',
  '#header',
  '#nav',
  '#footer',
];

/** A style sheet that hides every element the selectors match; none gives an empty sheet. */
export function hideSelectorsCss(selectors: readonly string[]): string {
  const list = selectors.map((selector) => selector.trim()).filter(Boolean);
  if (list.length === 0) return '';
  return `${list.join(',\n')} {\n  display: none !important;\n}\n`;
}

/** What EmbeddedLegacyPage injects unless told otherwise. */
export const LEGACY_CHROME_CSS = hideSelectorsCss(LEGACY_CHROME_SELECTORS);

/** Marks the injected style element, so a second injection into one document replaces it. */
export const INJECTED_STYLE_ATTRIBUTE = 'data-embedded-legacy-page';

/** The browser's refusal to let one origin reach into another's window. */
function isSecurityError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'SecurityError';
}

/**
 * The frame's document when the page in it has the parent's origin; null for a cross-origin page,
 * whose document the browser keeps out of reach (reading it throws a SecurityError).
 */
export function sameOriginDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentWindow?.document ?? null;
  } catch (error) {
    if (isSecurityError(error)) return null;
    throw error;
  }
}

/**
 * Puts the css into the document as the last style element of its head (or its root, for a page
 * without a head), so it wins over the page's own rules of equal weight.
 */
export function injectStyle(document: Document, css: string): HTMLStyleElement {
  const style =
    document.querySelector<HTMLStyleElement>(`style[${INJECTED_STYLE_ATTRIBUTE}]`) ??
    document.createElement('style');
  style.setAttribute(INJECTED_STYLE_ATTRIBUTE, '');
  style.textContent = css;
  (document.head ?? document.documentElement).append(style);
  return style;
}

/**
 * Reloads the page the frame shows now (where the user has navigated to, not necessarily the
 * first src). A cross-origin page cannot be told to reload, so its frame loads src again.
 */
export function reloadFrame(frame: HTMLIFrameElement): void {
  try {
    frame.contentWindow?.location.reload();
    return;
  } catch (error) {
    if (!isSecurityError(error)) throw error;
  }
  // Setting src, even to the value it has, navigates the frame again.
  frame.setAttribute('src', frame.getAttribute('src') ?? '');
}
