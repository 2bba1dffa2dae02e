import { Box, Button, HStack, IconButton, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/chevron-icons';

/** A banner as the page may show it: its words, its picture, and where it leads if anywhere. */
export interface DashboardBanner {
  id: string;
  /** The banner's words: the picture's alternative text. */
  title: string;
  imageUrl: string;
  /** Where it leads, in a new tab, once the page has checked it. @default undefined (no link) */
  href?: string;
}

export interface BannerSlotProps {
  /** Names the slot for screen readers, e.g. "Recommended for you". */
  label: string;
  banners: readonly DashboardBanner[];
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why loading failed. */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** The server's name of the slot, as data-slot (tests wait for its pictures). @default undefined */
  slot?: string;
}

function BannerPicture({ banner }: { banner: DashboardBanner }) {
  const { t } = useLingui();
  const { title } = banner;
  const picture = <Image src={banner.imageUrl} alt={title} w="full" h="auto" display="block" />;
  if (!banner.href)
    return (
      <Box borderRadius="panel" overflow="hidden">
        {picture}
      </Box>
    );
  return (
    <Link
      href={banner.href}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      borderRadius="panel"
      overflow="hidden"
      focusVisibleRing="outside"
      aria-label={t({ id: 'banner.alt', message: `${title} (opens in a new tab)` })}
    >
      {picture}
    </Link>
  );
}

/**
 * A slot of banners: one at a time, the person moving between them (no autoplay, so nothing moves
 * that has to be paused). The wait is a placeholder of a banner's height, a failure one line with
 * a retry, and an empty slot takes no room: a banner is never what the page is for.
 */
export function BannerSlot({
  label,
  banners,
  status = 'ready',
  errorMessage,
  onRetry,
  slot,
}: BannerSlotProps) {
  const { t } = useLingui();
  const slidesId = useId();
  const [index, setIndex] = useState(0);

  if (status === 'loading') {
    return (
      <Skeleton
        role="status"
        aria-label={t({ id: 'common.loading', message: 'Loading…' })}
        h={{ base: '12', md: '24' }}
        borderRadius="panel"
      />
    );
  }
  if (status === 'error') {
    return (
      <HStack
        gap="3"
        wrap="wrap"
        border="sm"
        borderColor="border"
        borderRadius="panel"
        px="4"
        py="3"
      >
        <Text role="alert" textStyle="sm" color="fg.error">
          {errorMessage}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t({ id: 'listState.retry', message: 'Try again' })}
          </Button>
        ) : null}
      </HStack>
    );
  }
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <Box as="section" aria-label={label} data-slot={slot}>
        <BannerPicture banner={banners[0]!} />
      </Box>
    );
  }

  const shown = Math.min(index, banners.length - 1);
  const count = banners.length;
  const position = shown + 1;
  const step = (delta: number) => setIndex((shown + delta + count) % count);
  return (
    <Box as="section" aria-label={label} aria-roledescription="carousel" data-slot={slot}>
      <Box
        id={slidesId}
        aria-live="polite"
        role="group"
        aria-roledescription="slide"
        aria-label={t({ id: 'banner.position', message: `${position} of ${count}` })}
      >
        <BannerPicture banner={banners[shown]!} />
      </Box>
      <HStack justify="center" gap="2" mt="2">
        <IconButton
          size="xs"
          variant="ghost"
          aria-controls={slidesId}
          aria-label={t({ id: 'banner.previous', message: 'Previous banner' })}
          onClick={() => step(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Text textStyle="xs" color="text.secondary" fontVariantNumeric="tabular-nums" aria-hidden>
          {position} / {count}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-controls={slidesId}
          aria-label={t({ id: 'banner.next', message: 'Next banner' })}
          onClick={() => step(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
