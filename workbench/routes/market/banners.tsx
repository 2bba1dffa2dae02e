import { Image, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DashboardBanner } from '../../../design-system/components/home-dashboard';
import { isLocale, SOURCE_LOCALE } from '../../../design-system/i18n/locales';
import { safeImageSrc } from '../../../design-system/utils/safe-image-src';
import { useCurrentCorp } from '../../data/current-corp';
import { useQuestionnaire, useRecentUsed } from '../../data/logs';
import { useAdvertisementVisibility, useRecommendations } from '../../data/system';
import { allowedRedirect } from '../sign-in-flow/destination';
import type { Advertisement, RecommendSlot } from '../../../shared/payloads/system';

/**
 * A server's banner as the page may draw it: nothing it sends is taken as markup, its picture
 * only from a picture's address (safeImageSrc), and its link only through the redirect guard
 * (own origin or the allow-list); a banner whose picture is refused is dropped, one whose link is
 * refused is drawn without a link.
 */
export function toDashboardBanner(
  ad: Advertisement,
  origin: string,
  linkUrl: string = ad.linkUrl,
): DashboardBanner | undefined {
  const imageUrl = safeImageSrc(ad.imageUrl, origin);
  if (!imageUrl) return undefined;
  const href = allowedRedirect(linkUrl, origin);
  return { id: ad.id, title: ad.title, imageUrl, ...(href ? { href } : {}) };
}

function toBanners(ads: readonly Advertisement[] | undefined): DashboardBanner[] {
  const origin = window.location.origin;
  return (ads ?? []).flatMap((ad) => toDashboardBanner(ad, origin) ?? []);
}

/** The slots that carry advertisements; the questionnaire's is not one. */
const ADVERTISEMENT_SLOTS: ReadonlySet<RecommendSlot> = new Set([
  'workbench_tuijian_header',
  'workbench_tuijian_banner',
]);

/**
 * A recommendation slot's banners in the page's language (docs/decisions/0004: the call's
 * `lang`). An advertisement slot first waits for the advertisement-visibility check and, for a
 * person not shown advertisements (or when the check fails), asks for nothing and is `hidden`
 * (docs/decisions/0035); the questionnaire's slot neither waits for the check nor asks it.
 * `exempt`: the page says a failure itself, instead of the catalogue's toast.
 */
export function useBannerSlot(slot: RecommendSlot, { exempt = false } = {}) {
  const { i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const advertises = ADVERTISEMENT_SLOTS.has(slot);
  const visibility = useAdvertisementVisibility({ ask: advertises });
  const hidden = advertises && (visibility.data?.show === false || visibility.error !== undefined);
  const checked = !advertises || visibility.data !== undefined;
  const read = useRecommendations(slot, lang, { exempt, ask: checked && !hidden });
  return { ...read, hidden, banners: hidden ? [] : toBanners(read.data) };
}

/** How wide each slot's pictures are drawn at most (the sandbox's pictures are this wide). */
const SLOT_MAX_WIDTH: Record<RecommendSlot, 'xs' | 'full'> = {
  workbench_tuijian_header: 'xs',
  workbench_tuijian_banner: 'full',
  workbench_questionnaire_banner: 'full',
};

function AdLink({ banner, slot }: { banner: DashboardBanner; slot: RecommendSlot }) {
  const { t } = useLingui();
  const { title } = banner;
  const picture = (
    <Image
      src={banner.imageUrl}
      alt={banner.href ? t({ id: 'banner.alt', message: `${title} (opens in a new tab)` }) : title}
      w="full"
      h="auto"
    />
  );
  if (!banner.href) return picture;
  return (
    <Link
      href={banner.href}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      maxW={SLOT_MAX_WIDTH[slot]}
      borderRadius="panel"
      overflow="hidden"
      focusVisibleRing="outside"
    >
      {picture}
    </Link>
  );
}

/**
 * The advertisements of a recommendation slot (service/advertisement/recommend), each a picture
 * that opens its page in a new tab. Nothing while they load or when the slot is empty or fails
 * (the catalogue has said why): a banner is never what the page is for.
 */
export function RecommendationBanners({ slot }: { slot: RecommendSlot }) {
  const { banners } = useBannerSlot(slot);
  if (banners.length === 0) return null;
  return (
    <Stack gap="3" data-slot={slot}>
      {banners.map((banner) => (
        <AdLink key={banner.id} banner={banner} slot={slot} />
      ))}
    </Stack>
  );
}

/**
 * The questionnaire about the service the person entered last in the current corp
 * (extension/banner/getQuestionnaire), when it says to show one: the questionnaire slot's
 * picture, leading to the questionnaire's address. With no service entered lately there is
 * nothing to ask about, so none (the project's choice: the spec names the call's serviceId and
 * corpName only). `exempt`: the page says a failure itself.
 */
export function useQuestionnaireBanner({ exempt = false } = {}) {
  const slot = 'workbench_questionnaire_banner';
  const { data: current } = useCurrentCorp();
  const { data: recent } = useRecentUsed({ exempt });
  const ads = useBannerSlot(slot, { exempt });
  const corpName = current && !current.needsSecondCheck ? current.data.corpName : undefined;
  const serviceId = recent?.[0]?.serviceId;
  const { data: questionnaire } = useQuestionnaire(
    corpName && serviceId ? { serviceId, corpName } : null,
    { exempt },
  );
  const ad = ads.data?.[0];
  const banner =
    ad && questionnaire?.show && questionnaire.questionnaireUrl
      ? toDashboardBanner(ad, window.location.origin, questionnaire.questionnaireUrl)
      : undefined;
  // Without a link there is nothing to answer: no banner.
  return { ads, banner: banner?.href ? banner : undefined };
}

/** The questionnaire banner of the market page. */
export function QuestionnaireBanner() {
  const slot = 'workbench_questionnaire_banner';
  const { banner } = useQuestionnaireBanner();
  if (!banner) return null;
  return (
    <Stack data-slot={slot}>
      <AdLink banner={banner} slot={slot} />
    </Stack>
  );
}
