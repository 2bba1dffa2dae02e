import { useLingui } from '@lingui/react/macro';
import { MemberImportDialog as ImportDialog } from '../../../design-system/components/member-import';
import { downloadFile } from '../../../design-system/utils/download-file';
import { buildCsv } from '../../../shared/csv';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { useMemberImport } from './use-member-import';

export interface MemberImportDialogProps {
  /** The corp's departments, which the rows' departments are found in. */
  depts: readonly DeptInfo[];
  onClose: () => void;
}

/**
 * The member import on #/departments: the design system's dialog, run by useMemberImport against
 * the corp's department list and batchsend. Loaded when first opened, with papaparse.
 */
export function MemberImportDialog({ depts, onClose }: MemberImportDialogProps) {
  const { t } = useLingui();
  const importer = useMemberImport(depts);

  const downloadTemplate = () => {
    const headers = [
      t({ id: 'memberImport.column.mobile', message: 'Mobile' }),
      t({ id: 'memberImport.column.realName', message: 'Name' }),
      t({ id: 'memberImport.column.dept', message: 'Department' }),
    ];
    const columns = headers.map((header) => ({ header, value: () => '' }));
    downloadFile('member-import-template.csv', buildCsv(columns, []), 'text/csv;charset=utf-8');
  };

  return (
    <ImportDialog
      text={importer.text}
      onTextChange={importer.setText}
      file={importer.file}
      onFileChoose={importer.chooseFile}
      onFileClear={importer.clearFile}
      sourceError={importer.sourceError}
      step={importer.step}
      onCheck={importer.check}
      onSend={importer.send}
      onStop={importer.stop}
      onDownloadTemplate={downloadTemplate}
      onClose={onClose}
    />
  );
}
