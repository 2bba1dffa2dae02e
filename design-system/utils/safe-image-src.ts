/** Raster and SVG pictures an <img> may show inline from a data: URL. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$/i;

/**
 * The one guard for a picture's address that came from a server (a banner's imageUrl): a data:
 * URL of a picture, or an http(s) address, judged as the browser would parse it against `origin`.
 * An <img> runs no script, so any host will do; every other scheme (javascript:, file:, blob:,
 * data:text/html) is refused. Returns the address to use, or undefined to draw no picture.
 */
export function safeImageSrc(src: string | null | undefined, origin: string): string | undefined {
  const value = src?.trim();
  if (!value) return undefined;
  if (value.toLowerCase().startsWith('data:')) return DATA_IMAGE.test(value) ? value : undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}
