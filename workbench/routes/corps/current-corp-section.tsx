import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { ListState } from '../../../design-system/components/list-state';
import type { SecondCheckResult } from '../../data/current-corp';
import type { ApiRead } from '../../data/swr';
import { requestSecondCheck } from '../sign-in-flow/second-check';
import CertSection from './cert-section';
import type { MemberRoleAction } from './member-role-dialog';
import QywxSection from './qywx-section';
import { CERT_STATUS } from '../../../shared/contract';
import type { CurrentCorp } from '../../../shared/domain/corp';
import type { SecondCheckData } from '../../../shared/payloads/corp';
import { FactList, type Fact } from '../../../design-system/components/fact-list';

// Each dialog, and the dialog machinery with them, loads when first opened.
const EditCorpDialog = lazyDialog(() => import('./edit-corp-dialog'), 'default');
const MemberRoleDialog = lazyDialog(() => import('./member-role-dialog'), 'default');

export interface CurrentCorpSectionProps {
  current: ApiRead<SecondCheckResult<CurrentCorp>>;
}

/**
 * The corp the session is in and what the person may do there: admins modify it, set admins and
 * certify it; its creator hands it to another member. Certification and the WeCom relation follow.
 */
export default function CurrentCorpSection({ current }: CurrentCorpSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { data, error, mutate } = current;

  let body: ReactNode;
  if (error) {
    body = (
      <ListState
        status="error"
        errorMessage={t({
          id: 'corps.current.failed',
          message: 'The company could not be loaded.',
        })}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    body = <ListState status="loading" />;
  } else if (data.needsSecondCheck) {
    const check = data.data as SecondCheckData;
    body = (
      <Stack gap="3" align="flex-start">
        <Text>
          {t({
            id: 'corps.current.secondCheck',
            message: 'This company asks for a second verification before you enter it.',
          })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void requestSecondCheck(check).then((passed) => passed && void mutate())}
        >
          {t({ id: 'corps.current.verify', message: 'Verify now' })}
        </Button>
      </Stack>
    );
  } else {
    body = <CurrentCorpDetails corp={data.data} />;
  }

  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t({ id: 'corps.current.heading', message: 'Current company' })}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

function CurrentCorpDetails({ corp }: { corp: CurrentCorp }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [roleAction, setRoleAction] = useState<MemberRoleAction | null>(null);
  const isCreator = corp.corpInfo.creatorUserId === corp.userId;
  const role = isCreator
    ? t({ id: 'corps.current.role.creator', message: 'Creator' })
    : corp.admin
      ? t({ id: 'corps.current.role.admin', message: 'Admin' })
      : t({ id: 'corps.current.role.member', message: 'Member' });

  const items: Fact[] = [
    [t({ id: 'corps.current.name', message: 'Company name' }), corp.corpName],
    [t({ id: 'corps.current.type', message: 'Type' }), i18n._(corpTypeLabel(corp.corpType))],
    [
      t({ id: 'corps.current.cert', message: 'Certification' }),
      <Badge key="cert" variant="subtle" colorPalette={certStatusTone(corp.corpInfo.certStatus)}>
        {i18n._(certStatusLabel(corp.corpInfo.certStatus))}
      </Badge>,
    ],
    [
      t({ id: 'corps.secondCheckFlag', message: 'Second check for everyone entering' }),
      corp.corpInfo.secondCheck
        ? t({ id: 'corps.current.secondCheckOn', message: 'Asked when entering' })
        : t({ id: 'corps.current.secondCheckOff', message: 'Off' }),
    ],
    [t({ id: 'corps.current.role', message: 'Your role' }), role],
  ];

  return (
    <Stack gap="6">
      <FactList items={items} />
      {corp.admin ? (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t({ id: 'corps.edit.open', message: 'Edit company' })}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRoleAction('setAdmin')}>
            {t({ id: 'corps.setAdmin.open', message: 'Set admins' })}
          </Button>
          {isCreator ? (
            <Button size="sm" variant="outline" onClick={() => setRoleAction('changeCreator')}>
              {t({ id: 'corps.changeCreator.open', message: 'Transfer company' })}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {corp.corpInfo.certStatus !== CERT_STATUS.notNeeded ? (
        <CertSection admin={corp.admin} />
      ) : null}
      <QywxSection admin={corp.admin} />
      <DialogSuspense>
        {editing ? <EditCorpDialog corp={corp} onClose={() => setEditing(false)} /> : null}
        {roleAction ? (
          <MemberRoleDialog
            action={roleAction}
            userId={corp.userId}
            onClose={() => setRoleAction(null)}
          />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}
