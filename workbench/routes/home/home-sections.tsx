import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  AppShortcutList,
  BannerSlot,
  DashboardSection,
  ServiceShortcutList,
  type ServiceShortcut,
} from '../../../design-system/components/home-dashboard';
import type { ListStatus } from '../../../design-system/components/list-state';
import { SecurityCheckup } from '../../../design-system/components/security-checkup';
import {
  useHomeOwnServices,
  useHomeRecommendedApps,
  useHomeSecurity,
  useHomeSharedServices,
} from '../../data/home';
import { useRecentUsed } from '../../data/logs';
import { trustedDevicesReviewedAt } from '../../data/security-review';
import { useBannerSlot, useQuestionnaireBanner } from '../market/banners';
import { useOpenApp } from '../market/use-open-app';
import { paths } from '../paths';
import { useServiceEntry } from '../services/use-service-entry';
import type { Service } from '../../../shared/domain/services';

/** How many of each list the main page shows; the rest are a link away. */
const SHOWN = 5;
const APPS_SHOWN = 4;

interface Read<T> {
  data?: T;
  error?: unknown;
}

/** A list read as its section shows it: the data once there, else its failure, else the wait. */
function listStatus<T>(reads: Read<readonly T[]>[]): ListStatus {
  if (reads.some((read) => read.data === undefined && read.error)) return 'error';
  if (reads.some((read) => read.data === undefined)) return 'loading';
  return reads.every((read) => read.data!.length === 0) ? 'empty' : 'ready';
}

const shortcut = (service: Service): ServiceShortcut => ({
  serviceId: service.serviceId,
  name: service.name,
  productName: service.productName,
  status: service.state,
  ...(service.shared ? { sharedBy: service.ownerCorpName } : {}),
});

/** The corp's own services and those shared with it, each with Enter (service/enter). */
export function ServicesSection() {
  const { t } = useLingui();
  const own = useHomeOwnServices();
  const shared = useHomeSharedServices();
  const enter = useServiceEntry<ServiceShortcut>();
  const groups = [
    {
      key: 'own',
      title: t({ id: 'home.services.own', message: 'Own' }),
      label: t({ id: 'home.services.ownLabel', message: 'Your own services' }),
      services: own.data ?? [],
    },
    {
      key: 'shared',
      title: t({ id: 'home.services.shared', message: 'Shared with this company' }),
      label: t({ id: 'home.services.sharedLabel', message: 'Services shared with this company' }),
      services: shared.data ?? [],
    },
  ].filter((group) => group.services.length > 0);
  return (
    <DashboardSection
      title={t({ id: 'home.services.title', message: 'Your services' })}
      link={{
        href: paths.services.getHref(),
        label: t({ id: 'home.services.all', message: 'All services' }),
      }}
      status={listStatus([own, shared])}
      errorMessage={t({
        id: 'home.services.failed',
        message: 'Your services could not be loaded.',
      })}
      onRetry={() => void Promise.all([own.mutate(), shared.mutate()])}
      emptyMessage={t({
        id: 'home.services.empty',
        message: 'This company has no services yet. The services page sets one up.',
      })}
    >
      <Stack gap="4">
        {groups.map((group) => (
          <Stack key={group.key} gap="1">
            <Heading as="h3" size="sm" color="text.secondary">
              {group.title}
            </Heading>
            <ServiceShortcutList
              label={group.label}
              services={group.services.slice(0, SHOWN).map(shortcut)}
              onEnter={enter}
            />
          </Stack>
        ))}
      </Stack>
    </DashboardSection>
  );
}

/** The services entered lately in this corp, newest first (extension/log/getRecentUsedList). */
export function RecentSection() {
  const { t } = useLingui();
  const recent = useRecentUsed({ exempt: true });
  const enter = useServiceEntry<ServiceShortcut>();
  return (
    <DashboardSection
      title={t({ id: 'home.recent.title', message: 'Recently used' })}
      status={listStatus([recent])}
      errorMessage={t({
        id: 'home.recent.failed',
        message: 'Your recently used services could not be loaded.',
      })}
      onRetry={() => void recent.mutate()}
      emptyMessage={t({
        id: 'home.recent.empty',
        message: 'Services you enter show here, so you can go back to them.',
      })}
    >
      <ServiceShortcutList
        label={t({ id: 'home.recent.label', message: 'Recently used services' })}
        services={(recent.data ?? []).slice(0, SHOWN).map((item) => ({
          serviceId: item.serviceId,
          name: item.name,
          productName: item.productName,
        }))}
        onEnter={enter}
      />
    </DashboardSection>
  );
}

/** The applications the market recommends to the person (work_bench/recommend_app). */
export function RecommendedAppsSection() {
  const { t } = useLingui();
  const apps = useHomeRecommendedApps();
  const { opening, open } = useOpenApp();
  return (
    <DashboardSection
      title={t({ id: 'home.apps.title', message: 'Recommended apps' })}
      link={{
        href: paths.market.getHref(),
        label: t({ id: 'home.apps.market', message: 'App market' }),
      }}
      status={listStatus([apps])}
      errorMessage={t({
        id: 'market.recommended.failed',
        message: 'The recommended applications could not be loaded.',
      })}
      onRetry={() => void apps.mutate()}
      emptyMessage={t({
        id: 'market.recommended.empty',
        message: 'No applications are recommended for you yet.',
      })}
    >
      <AppShortcutList
        apps={(apps.data ?? []).slice(0, APPS_SHOWN)}
        openingAppId={opening.appId}
        onOpen={open}
      />
    </DashboardSection>
  );
}

/**
 * The account's security check-up: its score and what is left to do, each fix a link to the
 * account settings that starts it there.
 */
export function SecuritySection() {
  const { t } = useLingui();
  const reads = useHomeSecurity();
  // The trusted devices' review is dated against when the page opened.
  const [now] = useState(Date.now);
  const { account, password, secondCheck, remoteLoginNotice, thirdPlatforms, trustedDevices } =
    reads;
  const all = Object.values(reads);
  const status: ListStatus = all.some((read) => read.data === undefined && read.error)
    ? 'error'
    : all.some((read) => read.data === undefined)
      ? 'loading'
      : 'ready';
  return (
    <DashboardSection
      title={t({ id: 'home.security.title', message: 'Account security' })}
      link={{
        href: paths.accountSetting.getHref(),
        label: t({ id: 'home.security.manage', message: 'Manage' }),
      }}
      status={status}
      errorMessage={t({
        id: 'home.security.failed',
        message: "Your account's security could not be loaded.",
      })}
      onRetry={() => void Promise.all(all.map((read) => read.mutate()))}
    >
      {account.data &&
      password.data &&
      secondCheck.data &&
      remoteLoginNotice.data &&
      thirdPlatforms.data &&
      trustedDevices.data ? (
        <SecurityCheckup
          state={{
            mobile: account.data.mobile,
            email: account.data.email,
            loginProtect: account.data.openLoginProtect,
            // The current corp's own answer: the account's flag only says a check mobile exists.
            secondCheck: secondCheck.data.openSecondCheck,
            remoteLoginNotice: remoteLoginNotice.data.open,
            password: password.data,
            trustedDevices: {
              count: trustedDevices.data.count,
              reviewedAt: trustedDevicesReviewedAt(account.data.userId),
            },
            thirdPlatforms: thirdPlatforms.data
              .filter((platform) => platform.bound)
              .map((platform) => platform.type),
            now,
          }}
          fixHref={(key) => paths.accountSetting.getHref(key)}
        />
      ) : null}
    </DashboardSection>
  );
}

/** The recommendation banners, in the page's language. */
export function RecommendationSlot() {
  const { t } = useLingui();
  const slot = useBannerSlot('workbench_tuijian_banner', { exempt: true });
  return (
    <BannerSlot
      slot="workbench_tuijian_banner"
      label={t({ id: 'home.banners.label', message: 'Recommended for you' })}
      banners={slot.banners}
      status={slot.hidden || slot.data ? 'ready' : slot.error ? 'error' : 'loading'}
      errorMessage={t({ id: 'home.banners.failed', message: 'The banners could not be loaded.' })}
      onRetry={() => void slot.mutate()}
    />
  );
}

/**
 * The questionnaire about the service entered last, when there is one to answer. Nothing while it
 * loads: most visits have none, and a placeholder at the page's foot would only vanish.
 */
export function QuestionnaireSlot() {
  const { t } = useLingui();
  const { ads, banner } = useQuestionnaireBanner({ exempt: true });
  return (
    <BannerSlot
      slot="workbench_questionnaire_banner"
      label={t({ id: 'home.questionnaire.label', message: 'Questionnaire' })}
      banners={banner ? [banner] : []}
      status={!ads.data && ads.error ? 'error' : 'ready'}
      errorMessage={t({
        id: 'home.questionnaire.failed',
        message: 'The questionnaire could not be loaded.',
      })}
      onRetry={() => void ads.mutate()}
    />
  );
}
