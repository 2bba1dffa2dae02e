import type { KdCloudCorp } from '../../../shared/payloads/corp';

/**
 * The person's cloud corp a new company's name would repeat: the same name once trimmed, as the
 * list shows it. A name with nothing typed repeats none.
 */
export function cloudCorpNamed(
  corps: readonly KdCloudCorp[],
  corpName: string,
): KdCloudCorp | undefined {
  const name = corpName.trim();
  if (!name) return undefined;
  return corps.find((corp) => corp.corpName.trim() === name);
}
