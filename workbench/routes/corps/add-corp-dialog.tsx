import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CorpNameField } from './corp-name-field';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useAddCorp, useKdCloudList, useRegisterCorp } from '../../data/corp';
import { CloudCorpsList } from './cloud-corps-list';
import { cloudCorpNamed } from './cloud-corps';
import CorpTypeField from './corp-type-field';
import { CORP_TYPE, type CorpType } from '../../../shared/contract';

export interface AddCorpDialogProps {
  onClose: () => void;
}

/**
 * Adds a corp the person creates. A company registers through registerCorp, which makes
 * corporate corps; a personal one through addCorp (the project's choice: the spec names both calls
 * and shows neither payload). The list and the switcher show it once added. The person's
 * companies already on the cloud are listed below, and a name that repeats one is pointed out.
 */
export default function AddCorpDialog({ onClose }: AddCorpDialogProps) {
  const { t } = useLingui();
  const [corpName, setCorpName] = useState('');
  const [corpType, setCorpType] = useState<CorpType>(CORP_TYPE.corporate);
  const [nameMissing, setNameMissing] = useState(false);
  const { trigger: registerCorp } = useRegisterCorp();
  const { trigger: addCorp } = useAddCorp();
  const cloud = useKdCloudList();
  const repeated = cloudCorpNamed(cloud.data ?? [], corpName)?.corpName;
  const { busy, error, run } = useSubmission(
    t({ id: 'corps.add.failed', message: 'The company was not added.' }),
  );

  const submit = () => {
    const name = corpName.trim();
    if (!name) {
      setNameMissing(true);
      return;
    }
    return run(async () => {
      try {
        if (corpType === CORP_TYPE.corporate) await registerCorp({ corpName: name });
        else await addCorp({ corpName: name, corpType });
      } catch {
        // The catalogue has toasted the reason; the form keeps what was typed.
        throw new Error(t({ id: 'corps.add.failed', message: 'The company was not added.' }));
      }
      raiseSuccessToast({ description: t({ id: 'corps.add.done', message: `Added ${name}` }) });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      title={t({ id: 'corps.add.title', message: 'Add a company' })}
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmLoading={busy}
      confirmLabel={t({ id: 'corps.add.confirm', message: 'Add' })}
    >
      <Stack gap="4">
        <CorpNameField
          value={corpName}
          onChange={setCorpName}
          missing={nameMissing}
          onMissingChange={setNameMissing}
          warning={
            repeated
              ? t({
                  id: 'corps.cloud.repeated',
                  message: `${repeated} is already one of your companies on the cloud.`,
                })
              : undefined
          }
        />
        <CorpTypeField value={corpType} onChange={setCorpType} disabled={busy} />
        <ErrorAlert message={error} />
        <CloudCorpsList cloud={cloud} />
      </Stack>
    </AppDialog>
  );
}
