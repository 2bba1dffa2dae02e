import { safeRedirectUrl } from '../../../design-system/utils/safe-redirect';

/**
 * The address the url parameter names, absolute, when it is a page of the workbench's own origin
 * (over http or https); undefined for anything else. Only such a page can have its chrome hidden,
 * and a frame of another site's page inside the workbench would pass that site off as ours.
 * A relative address is read against the workbench's own page, as a link on it would be.
 */
export function sameOriginPage(url: string): string | undefined {
  let absolute: string;
  try {
    absolute = new URL(url.trim(), document.baseURI).href;
  } catch {
    return undefined;
  }
  return safeRedirectUrl(absolute, { origin: window.location.origin });
}
