import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckedRow, ImportProblem, ImportSendResult } from '../../../shared/member-import';
import type { InviteRefusal } from '../../../shared/payloads/invite';
import { validationMessages } from '../../../shared/validation';
import { countFormat } from '../amount-text/format-amount';
import type { ImportRowStatus, MemberImportStep } from './types';

const REFUSALS: Record<InviteRefusal['reason'], MessageDescriptor> = {
  duplicate: msg({ id: 'memberImport.refused.duplicate', message: 'Listed twice' }),
  member: msg({ id: 'memberImport.member', message: 'Already a member of the company' }),
  pending: msg({ id: 'memberImport.invited', message: 'Already invited, awaiting a reply' }),
};

const STATUSES: Record<ImportRowStatus, MessageDescriptor> = {
  ready: msg({ id: 'memberImport.status.ready', message: 'Ready' }),
  error: msg({ id: 'memberImport.status.error', message: 'Error' }),
  waiting: msg({ id: 'memberImport.status.waiting', message: 'Waiting' }),
  invited: msg({ id: 'memberImport.status.invited', message: 'Invited' }),
  refused: msg({ id: 'memberImport.status.refused', message: 'Refused' }),
  failed: msg({ id: 'memberImport.status.failed', message: 'Failed' }),
  notSent: msg({ id: 'memberImport.status.notSent', message: 'Not sent' }),
};

/** A row's status at this step: its checks, then what its send answered. */
export function rowStatus(row: CheckedRow, step: MemberImportStep): ImportRowStatus {
  if (row.problems.length > 0) return 'error';
  if (step.status !== 'sending' && step.status !== 'sent') return 'ready';
  const result = step.results.get(row.row);
  if (result) return result.status;
  return step.status === 'sending' ? 'waiting' : 'notSent';
}

/** The words of the import's rows, counts and results in the page's language. */
export function useImportText() {
  const { t, i18n } = useLingui();
  const numbers = countFormat(i18n);

  const problemText = (problem: ImportProblem): string => {
    if (typeof problem === 'string') return i18n._(validationMessages[problem]);
    switch (problem.kind) {
      case 'deptNotFound':
        return t({
          id: 'memberImport.deptNotFound',
          message: 'The company has no such department',
        });
      case 'deptAmbiguous': {
        const path = problem.paths[0] ?? '';
        return t({
          id: 'memberImport.deptAmbiguous',
          message: `Several departments have this name: write its path, e.g. ${path}`,
        });
      }
      case 'duplicate': {
        const row = numbers.format(problem.firstRow);
        return t({ id: 'memberImport.duplicate', message: `Same mobile as row ${row}` });
      }
      case 'member':
        return i18n._(REFUSALS.member);
      case 'invited':
        return i18n._(REFUSALS.pending);
    }
  };

  const resultText = (result: ImportSendResult | undefined): string => {
    if (!result || result.status === 'invited') return '';
    return result.status === 'refused' ? i18n._(REFUSALS[result.reason]) : result.message;
  };

  /** What the details column says: the row's problems, or why its send did not invite it. */
  const detailText = (row: CheckedRow, step: MemberImportStep): string =>
    row.problems.length > 0
      ? row.problems.map(problemText).join('; ')
      : step.status === 'sending' || step.status === 'sent'
        ? resultText(step.results.get(row.row))
        : '';

  return {
    numbers,
    detailText,
    statusText: (status: ImportRowStatus) => i18n._(STATUSES[status]),
  };
}
