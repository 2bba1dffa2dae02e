import {
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CARD_GRID_PAGE_SIZE, DEFAULT_PAGE } from '../../../shared/constants';
import { ClearSearchButton, ListState } from '../../../design-system/components/list-state';
import {
  CARD_GRID_PAGE_SIZE_OPTIONS,
  Pagination,
  showsPagination,
} from '../../../design-system/components/pagination';
import { useAppMarketJump, useMarketApps, useRecommendedApps } from '../../data/market';
import { AppCard } from './app-card';
import { QuestionnaireBanner, RecommendationBanners } from './banners';
import { useOpenApp, type Opening } from './use-open-app';
import type { MarketApp } from '../../../shared/payloads/market';
import { listFailure } from '../list-failure';
import { PageLayout } from '../../../design-system/components/page-layout';

function AppGrid({
  apps,
  opening,
  onOpen,
}: {
  apps: readonly MarketApp[];
  opening: Opening;
  onOpen: (app: MarketApp) => void;
}) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {apps.map((app) => (
        <AppCard
          key={app.appId}
          app={app}
          openCount={opening.counts[app.appId]}
          opening={opening.appId === app.appId}
          onOpen={onOpen}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The app market: the applications recommended to the person, every application by category and
 * search, each opened by single sign-on in a new tab; the recommendation and questionnaire banners.
 * Every market call carries the access token (the API client fetches it).
 */
export default function MarketPage() {
  const { t } = useLingui();
  const recommendedHeading = useId();
  const allHeading = useId();
  const { opening, open } = useOpenApp();
  const { data: jump } = useAppMarketJump();
  const recommended = useRecommendedApps();

  const [category, setCategory] = useState('');
  const [draftKey, setDraftKey] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(CARD_GRID_PAGE_SIZE);
  const apps = useMarketApps({
    currentPage: page,
    pageSize,
    ...(category ? { category } : {}),
    ...(key ? { key } : {}),
  });
  const total = apps.data?.total ?? 0;

  const recommendedStatus = recommended.error
    ? 'error'
    : !recommended.data
      ? 'loading'
      : recommended.data.length === 0
        ? 'empty'
        : 'ready';
  const appsStatus = apps.error
    ? 'error'
    : !apps.data
      ? 'loading'
      : apps.data.list.length > 0
        ? 'ready'
        : category || key
          ? 'noMatch'
          : 'empty';

  return (
    <PageLayout
      title={t({ id: 'market.title', message: 'App market' })}
      description={
        <Stack gap="2" align="flex-start">
          {t({
            id: 'market.intro',
            message: 'Applications that work with your services, opened with your account.',
          })}
          {jump?.show ? (
            <Link
              href={jump.url}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              textStyle="sm"
              fontWeight="medium"
            >
              {t({ id: 'market.jump', message: 'Visit the full app market (new tab)' })}
            </Link>
          ) : null}
        </Stack>
      }
      actions={<RecommendationBanners slot="workbench_tuijian_header" />}
    >
      <RecommendationBanners slot="workbench_tuijian_banner" />

      <Stack as="section" gap="3" aria-labelledby={recommendedHeading}>
        <Heading as="h2" size="md" id={recommendedHeading}>
          {t({ id: 'market.recommended', message: 'Recommended for you' })}
        </Heading>
        <ListState
          status={recommendedStatus}
          errorMessage={listFailure(
            t({
              id: 'market.recommended.failed',
              message: 'The recommended applications could not be loaded.',
            }),
            recommended.error,
          )}
          onRetry={() => void recommended.mutate()}
          emptyMessage={t({
            id: 'market.recommended.empty',
            message: 'No applications are recommended for you yet.',
          })}
        >
          <AppGrid apps={recommended.data ?? []} opening={opening} onOpen={open} />
        </ListState>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby={allHeading}>
        <Heading as="h2" size="md" id={allHeading}>
          {t({ id: 'market.all', message: 'All applications' })}
        </Heading>
        <form
          role="search"
          aria-label={t({ id: 'market.search.label', message: 'Find applications' })}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setKey(draftKey.trim());
            setPage(DEFAULT_PAGE);
          }}
        >
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root w="48" maxW="full">
              <Field.Label>{t({ id: 'market.category', message: 'Category' })}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={category}
                  onChange={(event) => {
                    setCategory(event.target.value);
                    setPage(DEFAULT_PAGE);
                  }}
                >
                  <option value="">
                    {t({ id: 'market.allCategories', message: 'All categories' })}
                  </option>
                  {(apps.data?.categories ?? []).map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="64" maxW="full">
              <Field.Label>{t({ id: 'market.search.key', message: 'Name or vendor' })}</Field.Label>
              <Input
                type="search"
                value={draftKey}
                onChange={(event) => setDraftKey(event.target.value)}
              />
            </Field.Root>
            <HStack gap="2">
              <Button type="submit" colorPalette="brand">
                {t({ id: 'market.search', message: 'Search' })}
              </Button>
            </HStack>
          </Flex>
        </form>
        <ListState
          status={appsStatus}
          errorMessage={listFailure(
            t({
              id: 'market.apps.failed',
              message: 'The applications could not be loaded.',
            }),
            apps.error,
          )}
          onRetry={() => void apps.mutate()}
          emptyMessage={t({
            id: 'market.apps.empty',
            message: 'The market has no applications yet.',
          })}
          noMatchMessage={t({
            id: 'market.apps.noMatch',
            message: 'No application matches this category and search.',
          })}
          noMatchAction={
            <ClearSearchButton
              onClick={() => {
                setCategory('');
                setDraftKey('');
                setKey('');
                setPage(DEFAULT_PAGE);
              }}
            />
          }
        >
          <Stack gap="3">
            <AppGrid apps={apps.data?.list ?? []} opening={opening} onOpen={open} />
            {showsPagination(total, pageSize, CARD_GRID_PAGE_SIZE_OPTIONS) && (
              <Pagination
                page={page}
                pageSize={pageSize}
                pageSizeOptions={CARD_GRID_PAGE_SIZE_OPTIONS}
                total={total}
                onChange={(details) => {
                  setPage(details.page);
                  setPageSize(details.pageSize);
                }}
              />
            )}
          </Stack>
        </ListState>
      </Stack>

      <QuestionnaireBanner />
    </PageLayout>
  );
}
