import { Button, chakra, Field, Flex, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { intlLocale } from '../amount-text/format-amount';
import { FieldMessage } from '../field-message';
import type { MemberImportFile } from './types';

export interface SourceFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  file?: MemberImportFile;
  onFileChoose: (file: File) => void;
  onFileClear: () => void;
  /** What is wrong with the source as a whole (no rows, too many, not a CSV file). */
  error?: string;
  /** While rows are checked or sent, the source cannot change. */
  locked: boolean;
  onDownloadTemplate: () => void;
}

const ACCEPT = '.csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values';
const KIB = 1024;

/**
 * The rows to import: a CSV file chosen or dropped on the zone, or rows pasted into the box (tab-
 * or comma-separated, as a spreadsheet copies them). A chosen file takes the box's place; removing
 * it brings the box back with what was typed in it.
 */
export function SourceField({
  text,
  onTextChange,
  file,
  onFileChoose,
  onFileClear,
  error,
  locked,
  onDownloadTemplate,
}: SourceFieldProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = `field::${fieldId}::helper-text`;
  const errorId = `field::${fieldId}::error-text`;
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const [dragging, setDragging] = useState(false);
  const numbers = new Intl.NumberFormat(intlLocale(i18n.locale, i18n.locales), {
    maximumFractionDigits: 1,
  });

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !locked) onFileChoose(dropped);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!locked) setDragging(true);
  };

  const kilobytes = file ? numbers.format(file.size / KIB) : '';
  const chooseLabel = file
    ? t({ id: 'memberImport.file.another', message: 'Choose another file' })
    : t({ id: 'memberImport.file.choose', message: 'Choose a CSV file' });

  return (
    <Stack gap="3">
      <Flex
        data-drop-zone=""
        data-dragging={dragging ? '' : undefined}
        gap="3"
        align="center"
        wrap="wrap"
        p="3"
        border="sm"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        rounded="md"
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={chooseLabel}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // The same file can be chosen again once it is fixed.
            event.target.value = '';
            if (chosen) onFileChoose(chosen);
          }}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={locked}
          onClick={() => inputRef.current?.click()}
        >
          {chooseLabel}
        </Button>
        {file ? (
          <Flex gap="2" align="center" minW="none" flex="1" data-chosen-file="">
            <Text textStyle="sm" fontWeight="medium" truncate minW="none">
              {file.name}
            </Text>
            <Text textStyle="sm" color="text.secondary" flexShrink={0}>
              {t({ id: 'memberImport.file.size', message: `${kilobytes} KB` })}
            </Text>
            <Button type="button" size="xs" variant="ghost" disabled={locked} onClick={onFileClear}>
              {t({ id: 'memberImport.file.remove', message: 'Remove the file' })}
            </Button>
          </Flex>
        ) : (
          <Text textStyle="sm" color="text.secondary" flex="1" minW="40">
            {t({
              id: 'memberImport.file.drop',
              message: 'or drop it here; or paste rows into the box below.',
            })}
          </Text>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          onClick={onDownloadTemplate}
        >
          {t({ id: 'memberImport.template', message: 'Download the template' })}
        </Button>
      </Flex>

      {file ? (
        error ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        ) : null
      ) : (
        <Field.Root id={fieldId} invalid={error !== undefined}>
          <Field.Label>
            {t({ id: 'memberImport.paste.label', message: 'Rows to import' })}
          </Field.Label>
          {/* The input's styles on a textarea wired by id, as in the batch-send dialog. */}
          <chakra.textarea
            css={inputStyles}
            h="auto"
            py="2"
            id={fieldId}
            rows={5}
            readOnly={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            whiteSpace="pre"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <FieldMessage
            helper={t({
              id: 'memberImport.paste.hint',
              message:
                'One person a line: mobile, name, department (its name, or its path such as R&D/Front end), separated by tabs or commas. A header row is optional.',
            })}
            error={error}
          />
        </Field.Root>
      )}
    </Stack>
  );
}
