import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useModifyCertCorp } from '../../data/corp';
import CertFields, { cleanCertInput, missingCertFields, type CertField } from './cert-fields';
import { CERT_STATUS } from '../../../shared/contract';
import type { CertCorpInfo, CertCorpInput } from '../../../shared/payloads/cert';

const FIELDS: readonly CertField[] = ['enterName', 'creditCode', 'legalPerson'];

export interface CertDetailsDialogProps {
  cert: CertCorpInfo;
  onClose: () => void;
}

/** Corrects the entered certification details (modifyCertCorp); a verdict no longer holds after. */
export default function CertDetailsDialog({ cert, onClose }: CertDetailsDialogProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<CertCorpInput>({
    enterName: cert.enterName,
    creditCode: cert.creditCode,
    legalPerson: cert.legalPerson,
  });
  const [missing, setMissing] = useState<CertField[]>([]);
  const { trigger: modifyCertCorp } = useModifyCertCorp();
  const failed = t({ id: 'corps.certDetails.failed', message: 'The details were not saved.' });
  const { busy, error, run } = useSubmission(failed);
  const hadVerdict =
    cert.certStatus === CERT_STATUS.certified || cert.certStatus === CERT_STATUS.failed;

  const submit = () => {
    const empty = missingCertFields(values, FIELDS);
    setMissing(empty);
    if (empty.length) return;
    return run(async () => {
      try {
        await modifyCertCorp(cleanCertInput(values));
      } catch {
        throw new Error(failed);
      }
      raiseSuccessToast({
        description: t({ id: 'corps.certDetails.done', message: 'Certification details saved' }),
      });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      title={t({ id: 'corps.certDetails.title', message: 'Edit certification details' })}
      description={
        hadVerdict
          ? t({
              id: 'corps.certDetails.resets',
              message:
                'Once the details change, the company is no longer certified and needs to be certified again.',
            })
          : undefined
      }
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmLoading={busy}
      confirmLabel={t({ id: 'corps.certDetails.save', message: 'Save' })}
    >
      <Stack gap="4">
        <CertFields values={values} fields={FIELDS} missing={missing} onChange={setValues} />
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
