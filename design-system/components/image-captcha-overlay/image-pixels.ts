import type { CaptchaClick } from '../../../shared/domain/captcha';

/** A point in the viewport, as a pointer event reports it (clientX, clientY). */
export interface ClientPoint {
  x: number;
  y: number;
}

/** Where the image is drawn: its top-left corner in the viewport and its displayed size in CSS px. */
export interface DisplayedRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The image's own size in pixels (naturalWidth, naturalHeight). */
export interface NaturalSize {
  width: number;
  height: number;
}

function isPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** The pixel index a position along one axis falls on, kept inside the image. */
function toPixel(offset: number, displayed: number, natural: number): number {
  const lastPixel = Math.max(0, Math.ceil(natural) - 1);
  const pixel = Math.floor((offset * natural) / displayed);
  return Math.min(lastPixel, Math.max(0, pixel));
}

/**
 * Turns a click in the viewport into the pixel of the image it landed on, in the image's own
 * pixels: the server placed the characters in those, while the overlay draws the image at
 * whatever size fits (the 280 px grid). Each axis is scaled by natural / displayed size on its
 * own. A click just outside the edge (sub-pixel rounding of the layout) lands on the edge pixel.
 *
 * Returns null while the image has no size yet (not loaded or not laid out): no click can be
 * placed then.
 *
 * @example toImagePixels({ x: 150, y: 60 }, { left: 10, top: 20, width: 280, height: 140 },
 *   { width: 300, height: 150 }) // { x: 150, y: 42 }
 */
export function toImagePixels(
  clientPoint: ClientPoint,
  displayedRect: DisplayedRect,
  naturalSize: NaturalSize,
): CaptchaClick | null {
  if (
    !isPositive(displayedRect.width) ||
    !isPositive(displayedRect.height) ||
    !isPositive(naturalSize.width) ||
    !isPositive(naturalSize.height) ||
    !Number.isFinite(clientPoint.x - displayedRect.left) ||
    !Number.isFinite(clientPoint.y - displayedRect.top)
  ) {
    return null;
  }
  return {
    x: toPixel(clientPoint.x - displayedRect.left, displayedRect.width, naturalSize.width),
    y: toPixel(clientPoint.y - displayedRect.top, displayedRect.height, naturalSize.height),
  };
}

/**
 * Where a click's marker sits along one axis, in percent of the image: on the clicked pixel's
 * centre, but at least `halfMarker` CSS px from either edge, so a click at the edge of the grid
 * (which hides what overflows it) leaves the whole marker in view. Percent rather than px, so the
 * marker stays on its character if the image is drawn at another size.
 *
 * @example markerPercent(0, 300, 280, 12) // 4.29 (12 px of 280), not 0.17
 */
export function markerPercent(
  pixel: number,
  natural: number,
  displayed: number,
  halfMarker: number,
): number {
  const centre = ((pixel + 0.5) / natural) * 100;
  if (!isPositive(displayed)) return centre;
  const edge = Math.min(50, (halfMarker / displayed) * 100);
  return Math.min(100 - edge, Math.max(edge, centre));
}

/**
 * The img src for a challenge's data: a data: URL as it is; bare base64 gets the type its first
 * bytes show (a JPEG starts with FF D8 FF, "/9j/" in base64), PNG otherwise.
 */
export function toImageSrc(data: string): string {
  const trimmed = data.trim();
  if (/^data:/i.test(trimmed)) return trimmed;
  const type = trimmed.startsWith('/9j/') ? 'image/jpeg' : 'image/png';
  return `data:${type};base64,${trimmed}`;
}
