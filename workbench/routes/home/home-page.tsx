import { Badge, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { ListState } from '../../../design-system/components/list-state';
import { useCurrentCorp, type SecondCheckResult } from '../../data/current-corp';
import { signOut } from '../../data/effects';
import { useLoginInfo } from '../../data/system';
import { QuestionnaireBanner, RecommendationBanners } from '../market/banners';
import { requestSecondCheck } from '../sign-in-flow/second-check';
import type { CurrentCorp } from '../../../shared/domain/corp';
import type { SecondCheckData } from '../../../shared/payloads/corp';

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

/**
 * The main page after sign-in: a greeting by login account, the recommendation banner, the corp
 * the person works in, and the questionnaire banner.
 */
export default function HomePage() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { data: loginInfo } = useLoginInfo();
  const { data: current, error, mutate } = useCurrentCorp();
  const askSecondCheck = useSecondCheckOnLoad(current, mutate);

  const account = loginInfo?.loginAccount;
  let corp: ReactNode;
  if (error) {
    // The catalogue has toasted the server's reason: here, only what failed and a way to retry.
    corp = (
      <ListState
        status="error"
        errorMessage={t({ id: 'home.corpFailed', message: 'The company could not be loaded.' })}
        onRetry={() => void mutate()}
      />
    );
  } else if (!current) {
    corp = <ListState status="loading" />;
  } else if (current.needsSecondCheck) {
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
    const { corpName, corpType, corpInfo } = current.data;
    corp = (
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>
            {t({ id: 'home.corpName', message: 'Company name' })}
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{corpName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t({ id: 'home.corpType', message: 'Type' })}</DataList.ItemLabel>
          <DataList.ItemValue>{i18n._(corpTypeLabel(corpType))}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t({ id: 'home.certStatus', message: 'Certification' })}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge variant="subtle" colorPalette={certStatusTone(corpInfo.certStatus)}>
              {i18n._(certStatusLabel(corpInfo.certStatus))}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    );
  }

  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {account
            ? t({ id: 'home.greeting', message: `Welcome, ${account}` })
            : t({ id: 'home.heading', message: 'Welcome to your workbench' })}
        </Heading>
        <Text color="text.secondary">
          {t({
            id: 'home.intro',
            message:
              'Manage your account, companies, departments, members, devices, invitations and services in one place.',
          })}
        </Text>
      </Stack>
      <RecommendationBanners slot="workbench_tuijian_banner" />
      <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
        <Card.Header>
          <Heading as="h2" size="md" id={headingId}>
            {t({ id: 'home.currentCorp', message: 'Current company' })}
          </Heading>
        </Card.Header>
        <Card.Body>{corp}</Card.Body>
      </Card.Root>
      <QuestionnaireBanner />
    </Stack>
  );
}
