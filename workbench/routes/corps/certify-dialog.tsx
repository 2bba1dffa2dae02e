import { Button, HStack, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { Upload, type UploadedFile } from '../../../design-system/components/upload';
import { useAccount } from '../../data/account';
import { useCodeEnter, useCreateEnter, useEnterSearch } from '../../data/corp';
import { useCorpCertSms } from '../../data/sms';
import CertFields, { cleanCertInput, missingCertFields, type CertField } from './cert-fields';
import type {
  CertCorpInfo,
  CertCorpInput,
  CertLicence,
  EnterCandidate,
} from '../../../shared/payloads/cert';
import { readLicence } from './licence';

/** Certify with every detail (createenter) or by the credit code alone (codeenter). */
type CertifyMode = 'details' | 'code';

/** A chosen licence: as the field shows it, and as the call sends it. */
interface ChosenLicence {
  shown: UploadedFile;
  file: CertLicence;
}

const MODE_FIELDS: Record<CertifyMode, readonly CertField[]> = {
  details: ['enterName', 'creditCode', 'legalPerson'],
  code: ['creditCode'],
};

export interface CertifyDialogProps {
  cert: CertCorpInfo;
  onClose: () => void;
}

/**
 * Submits the current corp for certification: the enterprise's details (found in the registry by
 * name, or typed) or its credit code alone, with its business licence (an image or PDF under 10 MB,
 * through Upload), then the code of sms corpCert confirms it. The corp is then certifying until the
 * registry's verdict. The code step opens over the form, so closing it leaves the form as typed.
 */
export default function CertifyDialog({ cert, onClose }: CertifyDialogProps) {
  const { t } = useLingui();
  const { data: account } = useAccount();
  const { trigger: sendCorpCertCode } = useCorpCertSms();
  const [mode, setMode] = useState<CertifyMode>('details');
  const [values, setValues] = useState<CertCorpInput>({
    enterName: cert.enterName,
    creditCode: cert.creditCode,
    legalPerson: cert.legalPerson,
  });
  const [missing, setMissing] = useState<CertField[]>([]);
  const [searchName, setSearchName] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [licence, setLicence] = useState<ChosenLicence>();
  // The licence as it will be once read: Next pressed while it is still being read waits for it
  // (Next busy) rather than call it missing; the read's end then cleared that error and left the
  // form where it was, so the person pressed Next twice.
  const licenceRead = useRef<Promise<ChosenLicence | undefined>>(undefined);
  const [licenceMissing, setLicenceMissing] = useState(false);
  const search = useEnterSearch(searchName);
  const { trigger: createEnter } = useCreateEnter();
  const { trigger: codeEnter } = useCodeEnter();

  const next = async () => {
    const empty = missingCertFields(values, MODE_FIELDS[mode]);
    setMissing(empty);
    const chosen = await licenceRead.current;
    setLicenceMissing(!chosen);
    if (!empty.length && chosen) setVerifying(true);
  };

  const pick = (candidate: EnterCandidate) => {
    setValues({ ...candidate });
    setMissing([]);
  };

  const searchTerm = values.enterName.trim();
  return (
    <>
      <AppDialog
        open
        title={t({ id: 'corps.certify.title', message: 'Certify the company' })}
        onOpenChange={({ open }) => !open && onClose()}
        onConfirm={next}
        confirmLabel={t({ id: 'corps.certify.next', message: 'Next' })}
      >
        <Stack gap="4">
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={mode}
            onValueChange={({ value }) => {
              setMode(value as CertifyMode);
              setMissing([]);
            }}
          >
            <RadioGroup.Label mb="2">
              {t({ id: 'corps.certify.mode', message: 'Certify with' })}
            </RadioGroup.Label>
            <HStack gap="6" wrap="wrap">
              <RadioGroup.Item value="details">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t({ id: 'corps.certify.modeDetails', message: 'The enterprise details' })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="code">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t({ id: 'corps.certify.modeCode', message: 'The credit code only' })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
          <CertFields
            values={values}
            fields={MODE_FIELDS[mode]}
            missing={missing}
            onChange={setValues}
          />
          {mode === 'details' ? (
            <Stack gap="2" align="flex-start">
              <Button
                size="xs"
                variant="outline"
                disabled={!searchTerm}
                onClick={() => setSearchName(searchTerm)}
              >
                {t({ id: 'corps.certify.search', message: 'Find the enterprise in the registry' })}
              </Button>
              {searchName !== null ? (
                <ListState
                  status={
                    search.error
                      ? 'error'
                      : !search.data
                        ? 'loading'
                        : search.data.length
                          ? 'ready'
                          : 'noMatch'
                  }
                  errorMessage={t({
                    id: 'corps.certify.searchFailed',
                    message: 'The registry could not be searched.',
                  })}
                  onRetry={() => void search.mutate()}
                >
                  <List.Root
                    variant="plain"
                    gap="2"
                    w="full"
                    aria-label={t({ id: 'corps.certify.results', message: 'Registry results' })}
                  >
                    {search.data?.map((candidate) => {
                      const name = candidate.enterName;
                      return (
                        <List.Item key={candidate.creditCode} alignItems="center" gap="3">
                          <Stack gap="0.5" flex="1" minW="none">
                            <Text fontWeight="medium" overflowWrap="anywhere">
                              {name}
                            </Text>
                            <Text textStyle="xs" color="text.secondary">
                              {candidate.creditCode} · {candidate.legalPerson}
                            </Text>
                          </Stack>
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-label={t({ id: 'corps.certify.useLabel', message: `Use ${name}` })}
                            onClick={() => pick(candidate)}
                          >
                            {t({ id: 'corps.certify.use', message: 'Use' })}
                          </Button>
                        </List.Item>
                      );
                    })}
                  </List.Root>
                </ListState>
              ) : null}
            </Stack>
          ) : null}
          <Upload
            label={t({ id: 'corps.certify.licence', message: 'Business licence' })}
            allowPdf
            value={licence?.shown}
            error={
              licenceMissing
                ? t({
                    id: 'corps.certify.licenceMissing',
                    message: 'Add the business licence: a photo or scan, or its PDF.',
                  })
                : undefined
            }
            onUpload={async ({ file }) => {
              const reading = readLicence(file).then(({ licence: read, dataUrl }) => ({
                shown: { name: read.name, type: read.type, url: dataUrl },
                file: read,
              }));
              licenceRead.current = reading.catch(() => undefined);
              const chosen = await reading;
              setLicence(chosen);
              setLicenceMissing(false);
              return chosen.shown;
            }}
            onChange={({ value }) => {
              if (value) return;
              setLicence(undefined);
              licenceRead.current = undefined;
            }}
          />
        </Stack>
      </AppDialog>
      {verifying ? (
        <MobileVerificationDialog
          open
          title={t({ id: 'corps.certify.verifyTitle', message: 'Confirm the certification' })}
          description={t({
            id: 'corps.certify.verifyDescription',
            message: 'Submitting the certification needs a verification code sent to your mobile.',
          })}
          maskedMobile={account?.mobile ?? ''}
          onSendCode={async () => {
            await sendCorpCertCode();
          }}
          onConfirm={async ({ vCode = '' }) => {
            const input = cleanCertInput(values);
            // Next opens this step only with a licence chosen.
            const file = licence?.file;
            if (!file) return;
            try {
              if (mode === 'details') await createEnter({ ...input, vcode: vCode, licence: file });
              else await codeEnter({ creditCode: input.creditCode, vcode: vCode, licence: file });
            } catch {
              throw new Error(
                t({ id: 'corps.certify.failed', message: 'The certification was not submitted.' }),
              );
            }
            raiseSuccessToast({
              description: t({
                id: 'corps.certify.done',
                message: 'Certification submitted. It is now in review.',
              }),
            });
            onClose();
          }}
          onClose={() => setVerifying(false)}
        />
      ) : null}
    </>
  );
}
