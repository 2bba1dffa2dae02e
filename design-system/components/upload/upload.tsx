import {
  Box,
  Button,
  Field,
  HStack,
  Image,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants';
import { acceptAttribute, uploadRule, validationMessages } from '../../../shared/validation';
import { errorMessage } from '../../utils/error-message';

/** A file the server has accepted. */
export interface UploadedFile {
  name: string;
  /** Where the file can be seen; an image's URL becomes its preview. */
  url: string;
  /** MIME type, used to tell an image from a PDF. */
  type: string;
}

export interface UploadProps {
  /** The field's visible label. */
  label: string;
  /** Accept PDF files as well as JPG, JPEG and PNG images. @default false */
  allowPdf?: boolean;
  /** The file already uploaded; the component shows it and offers to remove it. @default undefined */
  value?: UploadedFile;
  /** Sends the chosen file; resolves with the stored file, rejects with an Error to show. */
  onUpload: (details: { file: File }) => Promise<UploadedFile>;
  /** Called with the stored file after an upload, or undefined after a removal. @default undefined */
  onChange?: (details: { value: UploadedFile | undefined }) => void;
  /** @default false */
  disabled?: boolean;
  /**
   * The form's message for the field (a file it requires and has not got); the field's own
   * messages (wrong type, too large, a failed upload) take its place while they apply.
   * @default undefined
   */
  error?: string;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Upload of one image (or PDF) with the rules of docs/product.md §5: the file is checked before it is
 * sent, the field is busy while uploading, an image shows a preview, and every failure says why.
 * Controlled by `value` when given; otherwise it keeps the uploaded file itself.
 */
export function Upload({
  label,
  allowPdf = false,
  value,
  onUpload,
  onChange,
  disabled = false,
  error: formError,
}: UploadProps) {
  const { i18n, t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState<UploadedFile | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [ownError, setError] = useState<string | undefined>(undefined);
  const error = ownError ?? formError;
  const hintId = useId();
  const current = value ?? ownValue;
  const fileName = current?.name ?? '';
  const sizeLimit = UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE;

  const accept = (next: UploadedFile | undefined) => {
    setOwnValue(next);
    onChange?.({ value: next });
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = uploadRule(file, { allowPdf });
    if (problem) {
      setError(i18n._(validationMessages[problem]));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      accept(await onUpload({ file }));
    } catch (failure) {
      setError(
        errorMessage(failure, t({ id: 'upload.failed', message: 'The upload failed. Try again.' })),
      );
    } finally {
      setBusy(false);
    }
  };

  const hint = allowPdf
    ? t({
        id: 'upload.hintWithPdf',
        message: `JPG, JPEG, PNG or PDF, smaller than ${sizeLimit} MB`,
      })
    : t({ id: 'upload.hint', message: `JPG, JPEG or PNG, smaller than ${sizeLimit} MB` });

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          accept={acceptAttribute({ allowPdf })}
          aria-label={label}
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(event) => void handleFile(event)}
        />
      </VisuallyHidden>
      {current ? (
        <HStack
          gap="3"
          align="center"
          border="sm"
          borderColor="border"
          rounded="panel"
          p="2"
          w="full"
        >
          {current.type.startsWith('image/') ? (
            <Image
              src={current.url}
              alt={current.name}
              boxSize="16"
              objectFit="cover"
              rounded="control"
            />
          ) : (
            <Box
              boxSize="16"
              display="grid"
              placeItems="center"
              bg="bg.muted"
              rounded="control"
              fontWeight="semibold"
            >
              PDF
            </Box>
          )}
          <Text flex="1" truncate title={current.name}>
            {current.name}
          </Text>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled || busy}
            aria-label={t({ id: 'upload.removeFile', message: `Remove ${fileName}` })}
            onClick={() => {
              setError(undefined);
              accept(undefined);
            }}
          >
            {t({ id: 'upload.remove', message: 'Remove' })}
          </Button>
        </HStack>
      ) : (
        <Stack gap="1" align="flex-start">
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            loadingText={t({ id: 'upload.uploading', message: 'Uploading…' })}
            spinner={<Spinner size="sm" />}
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {t({ id: 'upload.choose', message: 'Choose a file' })}
          </Button>
        </Stack>
      )}
      <Field.HelperText id={hintId}>{hint}</Field.HelperText>
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

Upload.displayName = 'Upload';
