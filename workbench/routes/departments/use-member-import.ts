import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { MemberImportStep } from '../../../design-system/components/member-import';
import { countFormat } from '../../../design-system/components/amount-text';
import { errorMessage } from '../../../design-system/utils/error-message';
import {
  checkRowsInChunks,
  DeptIndex,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  parseImport,
  rowsToSend,
  sendInBatches,
  type ImportResults,
} from '../../../shared/member-import';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { useInviteBatches } from '../../data/member-import';

const FILE_NAME = /\.(csv|txt|tsv)$/iu;
const BYTES_PER_MEGABYTE = 1024 * 1024;
/** What a file decoded as UTF-8 holds where its bytes were not UTF-8 (a GBK export, say). */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * The member import's state and steps for the dialog: the source (pasted rows or a file), the dry
 * run against the corp's departments, and the send in batches with Stop. `version` counts the
 * source's changes, so a result checked from an older source reads as stale.
 */
export function useMemberImport(depts: readonly DeptInfo[]) {
  const { t, i18n } = useLingui();
  const batches = useInviteBatches();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [sourceError, setSourceError] = useState<string | undefined>(undefined);
  const [step, setStep] = useState<MemberImportStep>({ status: 'editing' });
  const [version, setVersion] = useState(0);
  const [checkedVersion, setCheckedVersion] = useState(-1);
  // Mobiles this dialog has invited: a row of a later dry run with one is already invited.
  const invited = useRef(new Set<string>());
  const stopRequested = useRef(false);
  const checking = useRef<AbortController | null>(null);

  useEffect(() => () => checking.current?.abort(), []);

  const sourceChanged = () => {
    setVersion((current) => current + 1);
    setSourceError(undefined);
  };

  const readSource = async (): Promise<string | undefined> => {
    if (!file) return text;
    if (!FILE_NAME.test(file.name)) {
      setSourceError(
        t({ id: 'memberImport.source.type', message: 'Choose a CSV file (.csv, .txt or .tsv).' }),
      );
      return undefined;
    }
    if (file.size > MEMBER_IMPORT_MAX_BYTES) {
      const size = MEMBER_IMPORT_MAX_BYTES / BYTES_PER_MEGABYTE;
      setSourceError(
        t({
          id: 'memberImport.source.tooLarge',
          message: `The file must be smaller than ${size} MB.`,
        }),
      );
      return undefined;
    }
    try {
      // Decoded off the main thread; a BOM is dropped.
      const content = await file.text();
      if (content.includes(REPLACEMENT_CHARACTER)) {
        setSourceError(
          t({
            id: 'memberImport.source.encoding',
            message: 'The file is not UTF-8: save it as "CSV UTF-8" and choose it again.',
          }),
        );
        return undefined;
      }
      return content;
    } catch {
      setSourceError(
        t({ id: 'memberImport.source.unreadable', message: 'The file could not be read.' }),
      );
      return undefined;
    }
  };

  const check = async () => {
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    setSourceError(undefined);
    const checkedAt = version;
    const source = await readSource();
    if (source === undefined || controller.signal.aborted) return;
    const { rows } = parseImport(source);
    if (rows.length === 0) {
      setStep({ status: 'editing' });
      setSourceError(
        t({
          id: 'memberImport.source.empty',
          message: 'No rows to check: choose a file or paste rows.',
        }),
      );
      return;
    }
    if (rows.length > MEMBER_IMPORT_MAX_ROWS) {
      const numbers = countFormat(i18n);
      const count = numbers.format(rows.length);
      const max = numbers.format(MEMBER_IMPORT_MAX_ROWS);
      setStep({ status: 'editing' });
      setSourceError(
        t({
          id: 'memberImport.source.tooMany',
          message: `${count} rows: at most ${max} at a time. Split them into several files.`,
        }),
      );
      return;
    }
    setStep({ status: 'checking', done: 0, total: rows.length });
    const checked = await checkRowsInChunks(rows, new DeptIndex(depts), {
      known: { invited: invited.current },
      signal: controller.signal,
      onProgress: (done) => setStep({ status: 'checking', done, total: rows.length }),
    });
    if (!checked) return;
    checking.current = null;
    setCheckedVersion(checkedAt);
    setStep({ status: 'checked', rows: checked, stale: false });
  };

  const send = async () => {
    if (step.status !== 'checked' && step.status !== 'sent') return;
    const { rows } = step;
    const earlier: ImportResults = step.status === 'sent' ? step.results : new Map();
    const toSend = rowsToSend(rows, earlier);
    const sending = new Set(toSend.map((row) => row.row));
    stopRequested.current = false;
    const sendingStep = (results: ImportResults, stopping: boolean): MemberImportStep => ({
      status: 'sending',
      rows,
      results,
      done: [...sending].filter((row) => earlier.get(row) !== results.get(row)).length,
      total: toSend.length,
      stopping,
    });
    setStep(sendingStep(earlier, false));
    const fallback = t({
      id: 'invitations.send.failed',
      message: 'The invitations could not be sent.',
    });
    let failure: string | undefined;
    const { outcome, results } = await sendInBatches(toSend, {
      send: batches.send,
      refusalsOf: batches.refusalsOf,
      messageOf: (error) => (failure = errorMessage(error, fallback)),
      onResults: (next) => setStep(sendingStep(next, stopRequested.current)),
      stopped: () => stopRequested.current,
      earlier,
    });
    for (const row of toSend)
      if (results.get(row.row)?.status === 'invited') invited.current.add(row.mobile);
    batches.refresh();
    setStep({ status: 'sent', rows, results, outcome, message: failure });
  };

  const stop = () => {
    stopRequested.current = true;
    setStep((current) => (current.status === 'sending' ? { ...current, stopping: true } : current));
  };

  // A result checked from an older source: the dialog asks for the check again.
  const shownStep: MemberImportStep =
    step.status === 'checked' && checkedVersion !== version ? { ...step, stale: true } : step;

  return {
    text,
    setText: (next: string) => {
      setText(next);
      sourceChanged();
    },
    file,
    chooseFile: (next: File) => {
      setFile(next);
      sourceChanged();
    },
    clearFile: () => {
      setFile(undefined);
      sourceChanged();
    },
    sourceError,
    step: shownStep,
    check: () => void check(),
    send: () => void send(),
    stop,
  };
}
