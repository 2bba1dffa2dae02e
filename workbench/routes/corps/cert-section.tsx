import { Badge, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import {
  certStatusLabel,
  certStatusTone,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { ListState } from '../../../design-system/components/list-state';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useCertCorpInfo, useSyncCertInfo } from '../../data/corp';
import { CERT_STATUS } from '../../../shared/contract';
import type { CertCorpInfo } from '../../../shared/payloads/cert';
import { FactList, type Fact } from '../../../design-system/components/fact-list';

// Each dialog, and the dialog machinery with them, loads when first opened.
const CertDetailsDialog = lazyDialog(() => import('./cert-details-dialog'), 'default');
const CertifyDialog = lazyDialog(() => import('./certify-dialog'), 'default');

/**
 * The current corp's certification (docs/product.md §4: uncertified, certifying, certified, failed):
 * the status in words and the enterprise entered. An admin certifies an uncertified or failed
 * corp, asks for the registry's verdict while it is certifying, and corrects the details.
 */
export default function CertSection({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const cert = useCertCorpInfo();

  let body: ReactNode;
  if (cert.error)
    body = (
      <ListState
        status="error"
        errorMessage={t({
          id: 'corps.cert.failed',
          message: 'The certification could not be loaded.',
        })}
        onRetry={() => void cert.mutate()}
      />
    );
  else if (!cert.data) body = <ListState status="loading" />;
  else body = <CertDetails cert={cert.data} admin={admin} />;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {t({ id: 'corps.cert.heading', message: 'Certification' })}
      </Heading>
      {body}
    </Stack>
  );
}

function CertDetails({ cert, admin }: { cert: CertCorpInfo; admin: boolean }) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<'certify' | 'details' | null>(null);
  const { trigger: syncCertInfo } = useSyncCertInfo();
  const checkFailed = t({
    id: 'corps.cert.checkFailed',
    message: 'The result could not be fetched.',
  });
  const { busy, error, run } = useSubmission(checkFailed);
  const { certStatus } = cert;
  const canCertify = certStatus === CERT_STATUS.uncertified || certStatus === CERT_STATUS.failed;
  const canEdit = certStatus !== CERT_STATUS.certifying && cert.enterName !== '';

  const checkResult = () =>
    void run(async () => {
      let result;
      try {
        result = await syncCertInfo();
      } catch {
        throw new Error(checkFailed);
      }
      const status = i18n._(certStatusLabel(result.certStatus));
      const message = t({ id: 'corps.cert.checkDone', message: `Certification: ${status}` });
      if (result.certStatus === CERT_STATUS.failed) raiseErrorToast({ description: message });
      else raiseSuccessToast({ description: message });
    });

  const items: Fact[] = [
    [
      t({ id: 'corps.cert.status', message: 'Status' }),
      <Badge key="status" variant="subtle" colorPalette={certStatusTone(certStatus)}>
        {i18n._(certStatusLabel(certStatus))}
      </Badge>,
    ],
  ];
  if (cert.enterName)
    items.push([t({ id: 'corps.cert.enterName', message: 'Enterprise name' }), cert.enterName]);
  if (cert.creditCode)
    items.push([t({ id: 'corps.cert.creditCode', message: 'Credit code' }), cert.creditCode]);
  if (cert.legalPerson)
    items.push([t({ id: 'corps.cert.legalPerson', message: 'Legal person' }), cert.legalPerson]);
  if (cert.licenceName)
    items.push([t({ id: 'corps.cert.licence', message: 'Business licence' }), cert.licenceName]);
  if (certStatus === CERT_STATUS.failed && cert.failReason)
    items.push([t({ id: 'corps.cert.failReason', message: 'Reason' }), cert.failReason]);

  return (
    <Stack gap="3" align="flex-start">
      <FactList items={items} />
      {admin ? (
        <HStack gap="2" wrap="wrap">
          {canCertify ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDialog('certify')}>
              {t({ id: 'corps.cert.certify', message: 'Certify' })}
            </Button>
          ) : null}
          {certStatus === CERT_STATUS.certifying ? (
            <Button
              size="sm"
              variant="outline"
              loading={busy}
              loadingText={t({ id: 'corps.cert.check', message: 'Check the result' })}
              onClick={checkResult}
            >
              {t({ id: 'corps.cert.check', message: 'Check the result' })}
            </Button>
          ) : null}
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('details')}>
              {t({ id: 'corps.cert.edit', message: 'Edit details' })}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <ErrorAlert message={error} />
      <DialogSuspense>
        {dialog === 'certify' ? (
          <CertifyDialog cert={cert} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'details' ? (
          <CertDetailsDialog cert={cert} onClose={() => setDialog(null)} />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}
