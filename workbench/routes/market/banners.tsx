import { Image, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentCorp } from '../../data/current-corp';
import { useQuestionnaire, useRecentUsed } from '../../data/logs';
import { useRecommendations } from '../../data/system';
import type { Advertisement, RecommendSlot } from '../../../shared/payloads/system';

/** How wide each slot's pictures are drawn at most (the sandbox's pictures are this wide). */
const SLOT_MAX_WIDTH: Record<RecommendSlot, 'xs' | 'full'> = {
  workbench_tuijian_header: 'xs',
  workbench_tuijian_banner: 'full',
  workbench_questionnaire_banner: 'full',
};

function AdLink({ ad, href, slot }: { ad: Advertisement; href: string; slot: RecommendSlot }) {
  const { t } = useLingui();
  const { title } = ad;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      maxW={SLOT_MAX_WIDTH[slot]}
      borderRadius="panel"
      overflow="hidden"
      focusVisibleRing="outside"
    >
      <Image
        src={ad.imageUrl}
        alt={t({ id: 'banner.alt', message: `${title} (opens in a new tab)` })}
        w="full"
        h="auto"
      />
    </Link>
  );
}

/**
 * The advertisements of a recommendation slot (service/advertisement/recommend), each a picture
 * that opens its page in a new tab. Nothing while they load or when the slot is empty or fails
 * (the catalogue has said why): a banner is never what the page is for.
 */
export function RecommendationBanners({ slot }: { slot: RecommendSlot }) {
  const { data } = useRecommendations(slot);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="3" data-slot={slot}>
      {data.map((ad) => (
        <AdLink key={ad.id} ad={ad} href={ad.linkUrl} slot={slot} />
      ))}
    </Stack>
  );
}

/**
 * The questionnaire banner: the questionnaire slot's picture, leading to the questionnaire about
 * the service the person entered last in the current corp (extension/banner/getQuestionnaire),
 * when it says to show one. With no service entered lately there is nothing to ask about, so no
 * banner (the project's choice: the spec names the call's serviceId and corpName only).
 */
export function QuestionnaireBanner() {
  const slot = 'workbench_questionnaire_banner';
  const { data: current } = useCurrentCorp();
  const { data: recent } = useRecentUsed();
  const { data: ads } = useRecommendations(slot);
  const corpName = current && !current.needsSecondCheck ? current.data.corpName : undefined;
  const serviceId = recent?.[0]?.serviceId;
  const { data: questionnaire } = useQuestionnaire(
    corpName && serviceId ? { serviceId, corpName } : null,
  );
  const ad = ads?.[0];
  if (!ad || !questionnaire?.show || !questionnaire.questionnaireUrl) return null;
  return (
    <Stack data-slot={slot}>
      <AdLink ad={ad} href={questionnaire.questionnaireUrl} slot={slot} />
    </Stack>
  );
}
