import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  CurrentCorpSummary,
  DashboardGrid,
  DashboardSection,
} from '../../../design-system/components/home-dashboard';
import type { ListStatus } from '../../../design-system/components/list-state';
import { useCurrentCorp, type SecondCheckResult } from '../../data/current-corp';
import { signOut } from '../../data/effects';
import { useLoginInfo } from '../../data/system';
import { paths } from '../paths';
import { requestSecondCheck } from '../sign-in-flow/second-check';
import {
  QuestionnaireSlot,
  RecentSection,
  RecommendationSlot,
  RecommendedAppsSection,
  SecuritySection,
  ServicesSection,
} from './home-sections';
import type { CurrentCorp } from '../../../shared/domain/corp';
import type { SecondCheckData } from '../../../shared/payloads/corp';
import { PageLayout } from '../../../design-system/components/page-layout';

/**
 * A corp that asks for the second check when the page loads (a session that has not passed it,
 * not a sign-in, whose flow asks itself): ask once, read the corp again once passed, and sign out
 * when the person will not verify. Returns how to ask again.
 */
function useSecondCheckOnLoad(
  current: SecondCheckResult<CurrentCorp> | undefined,
  revalidate: () => Promise<unknown>,
) {
  const ask = useCallback(
    (data: SecondCheckData) => {
      void requestSecondCheck(data).then((passed) => {
        if (passed) void revalidate();
        else signOut();
      });
    },
    [revalidate],
  );
  // A ref, not state: the check is asked once even when effects run twice (StrictMode), since a
  // second ask would settle the first as refused.
  const asked = useRef(false);
  useEffect(() => {
    if (!current?.needsSecondCheck || asked.current) return;
    asked.current = true;
    ask(current.data as SecondCheckData);
  }, [current, ask]);
  return ask;
}

/** The current corp: who the person works for now, their role there, and the way to another. */
function CorpSection() {
  const { t } = useLingui();
  const { data: current, error, mutate } = useCurrentCorp();
  const askSecondCheck = useSecondCheckOnLoad(current, mutate);

  let corp: ReactNode = null;
  let status: ListStatus = 'ready';
  if (error) status = 'error';
  else if (!current) status = 'loading';
  else if (current.needsSecondCheck) {
    const data = current.data as SecondCheckData;
    corp = (
      <Stack gap="3" align="flex-start">
        <Text>
          {t({
            id: 'home.secondCheckNeeded',
            message: 'This company asks for a second verification before you enter it.',
          })}
        </Text>
        <Button size="sm" variant="outline" onClick={() => askSecondCheck(data)}>
          {t({ id: 'home.secondCheckVerify', message: 'Verify now' })}
        </Button>
      </Stack>
    );
  } else {
    const { corpName, corpType, corpInfo, admin } = current.data;
    corp = (
      <CurrentCorpSummary
        corpName={corpName}
        corpType={corpType}
        certStatus={corpInfo.certStatus}
        admin={admin}
        switchHref={paths.corps.getHref()}
      />
    );
  }
  return (
    <DashboardSection
      title={t({ id: 'home.currentCorp', message: 'Current company' })}
      status={status}
      // The catalogue has toasted the server's reason: here, only what failed and a way to retry.
      errorMessage={t({ id: 'home.corpFailed', message: 'The company could not be loaded.' })}
      onRetry={() => void mutate()}
    >
      {corp}
    </DashboardSection>
  );
}

/**
 * The main page after sign-in, the person's workbench (docs/product.md §1): a greeting by login
 * account, the recommendation banners, the corp's services (own and shared) and the ones used
 * lately, each entered from here, the recommended apps, the current corp, the account's security
 * at a glance, and the questionnaire. Each section loads, fails and is empty on its own.
 */
export default function HomePage() {
  const { t } = useLingui();
  const { data: loginInfo } = useLoginInfo();
  const account = loginInfo?.loginAccount;
  return (
    <PageLayout
      title={
        account
          ? t({ id: 'home.greeting', message: `Welcome, ${account}` })
          : t({ id: 'home.heading', message: 'Welcome to your workbench' })
      }
      description={t({
        id: 'home.intro',
        message:
          'Manage your account, companies, departments, members, devices, invitations and services in one place.',
      })}
    >
      <RecommendationSlot />
      <DashboardGrid
        main={
          <>
            <ServicesSection />
            <RecentSection />
            <RecommendedAppsSection />
          </>
        }
        aside={
          <>
            <CorpSection />
            <SecuritySection />
          </>
        }
      />
      <QuestionnaireSlot />
    </PageLayout>
  );
}
