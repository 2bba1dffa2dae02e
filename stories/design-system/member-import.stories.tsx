import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  MemberImportDialog,
  type MemberImportDialogProps,
  type MemberImportStep,
} from '../../design-system/components/member-import';
import { manyRows, MIXED_ROWS, resultsFor, VALID_ROWS } from './fixtures/member-import';
import { messageText } from './fixtures/messages';
import { blurActive, findSettledDialog } from './fixtures/overlays';

/** Plays the owner for the box: what is typed stays, and still reaches the story's spy. */
function Harness({ text, onTextChange, ...props }: MemberImportDialogProps) {
  const [typed, setTyped] = useState(text);
  return (
    <MemberImportDialog
      {...props}
      text={typed}
      onTextChange={(next) => {
        onTextChange(next);
        setTyped(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/MemberImportDialog',
  component: MemberImportDialog,
  args: {
    text: '',
    step: { status: 'editing' } as MemberImportStep,
    onTextChange: fn(),
    onFileChoose: fn(),
    onFileClear: fn(),
    onCheck: fn(),
    onSend: fn(),
    onStop: fn(),
    onDownloadTemplate: fn(),
    onClose: fn(),
  },
  render: (args) => <Harness {...args} />,
  // An open dialog drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '900px' } } },
});

const TITLE = /^(导入成员|Import members|นำเข้าสมาชิก|匯入成員|Impor anggota|Nhập thành viên)$/;
const PASTED = '13800138000\t王伟\t研发部/前端组\n13800138001\t李娜\t市场部';

async function dialog() {
  const element = await findSettledDialog('dialog', { name: TITLE });
  return within(element);
}

/** Nothing yet: the check waits for a file or rows; the template is offered. */
export const Empty = meta.story({
  parameters: { ...visualParameters({ locales: ['th_TH'], modes: ['phone', 'dark'] }) },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(
      view.getByRole('button', { name: /^(检查各行|Check rows|ตรวจสอบแถว)$/ }),
    ).toBeDisabled();
    await userEvent.click(
      view.getByRole('button', { name: /^(下载模板|Download the template|ดาวน์โหลดเทมเพลต)$/ }),
    );
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** Rows pasted from a spreadsheet, tab-separated. */
export const Pasted = meta.story({
  args: { text: PASTED },
  play: async ({ args }) => {
    const view = await dialog();
    const box = view.getByRole('textbox', { name: /^(要导入的行|Rows to import)$/ });
    await userEvent.type(box, '{enter}13800138002');
    await expect(args.onTextChange).toHaveBeenCalled();
    await expect(box).toHaveValue(`${PASTED}\n13800138002`);
    await userEvent.click(view.getByRole('button', { name: /^(检查各行|Check rows)$/ }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** A file chosen: its name and size in place of the box, and the way to remove it. */
export const FileChosen = meta.story({
  args: { file: { name: '成员名单-2026.csv', size: 184_320 } },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByText('成员名单-2026.csv')).toBeVisible();
    await expect(view.queryByRole('textbox')).not.toBeInTheDocument();
    const input = (await screen.findByRole('dialog')).querySelector('input[type=file]')!;
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['a'], 'b.csv', { type: 'text/csv' }),
    );
    await expect(args.onFileChoose).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: /^(移除文件|Remove the file)$/ }));
    await expect(args.onFileClear).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** The file is not what the import reads: said under it. */
export const FileProblem = meta.story({
  args: {
    file: { name: 'members.csv', size: 20_480 },
    sourceError: '文件不是 UTF-8 编码：请另存为“CSV UTF-8”后重新选择。',
  },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('UTF-8');
  },
});

/** The dry run under way: n of N rows, the source locked. */
export const Checking = meta.story({
  args: { text: PASTED, step: { status: 'checking', done: 2000, total: 5000 } },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText(/2,000/)).toBeVisible();
    await expect(view.getByRole('textbox')).toHaveAttribute('readonly');
  },
});

/** The dry run: every kind of error on its row, in the page's language, and the counts. */
export const DryRunWithErrors = meta.story({
  args: { text: PASTED, step: { status: 'checked', rows: MIXED_ROWS, stale: false } },
  parameters: { ...visualParameters({ locales: ['th_TH'], modes: ['phone', 'dark'] }) },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(
      view.getByText(messageText('memberImport.counts', { valid: '4', withErrors: '6' })),
    ).toBeVisible();
    await expect(view.queryByText(/mobile\.invalid|realName\.empty/)).not.toBeInTheDocument();
    await userEvent.click(
      view.getByRole('button', { name: messageText('memberImport.send', { valid: 4 }) }),
    );
    await expect(args.onSend).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** "Only rows to look at": the six rows with errors. */
export const OnlyRowsWithErrors = meta.story({
  args: DryRunWithErrors.input.args,
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByText(/^(只看需处理的行|Only rows to look at)$/));
    await waitFor(() => expect(view.getAllByRole('row')).toHaveLength(7));
    blurActive();
  },
});

/** The source changed after the dry run: the send waits for a new check. */
export const Stale = meta.story({
  args: { text: PASTED, step: { status: 'checked', rows: MIXED_ROWS, stale: true } },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: /^(重新检查|Check again)$/ }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
    blurActive();
  },
});

export const AllValid = meta.story({
  args: { text: PASTED, step: { status: 'checked', rows: VALID_ROWS, stale: false } },
  play: async () => {
    await expect(
      (await dialog()).getByText(/(4 行有效 · 0 行有错误|4 valid · 0 with errors)/),
    ).toBeVisible();
  },
});

/** Batch after batch: the bar, each row's result so far, and Stop in place of closing. */
export const Sending = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sending',
      rows: manyRows(480),
      results: resultsFor(manyRows(480).slice(0, 200), { status: 'invited' }),
      done: 200,
      total: 471,
      stopping: false,
    },
  },
  parameters: { ...visualParameters({ modes: ['phone'] }) },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String((200 / 471) * 100),
    );
    await userEvent.click(view.getByRole('button', { name: /^(停止|Stop)$/ }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(view.queryByRole('button', { name: /^(关闭|Close)$/ })).not.toBeInTheDocument();
    blurActive();
  },
});

export const Stopping = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sending',
      rows: manyRows(480),
      results: resultsFor(manyRows(480).slice(0, 300), { status: 'invited' }),
      done: 300,
      total: 471,
      stopping: true,
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(
      view.getByRole('button', { name: /(本批完成后停止|Stopping after this batch)/ }),
    ).toBeDisabled();
  },
});

/** Every valid row invited. */
export const Done = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sent',
      rows: MIXED_ROWS,
      results: resultsFor(MIXED_ROWS, { status: 'invited' }),
      outcome: 'done',
    },
  },
  parameters: { ...visualParameters({ locales: ['th_TH'], modes: ['dark'] }) },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(
      view.getByText(
        messageText('memberImport.sentCounts', {
          invited: '4',
          refused: '0',
          failed: '0',
          notSent: '0',
          withErrors: '6',
        }),
      ),
    ).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: messageText('memberImport.done') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** The server refused some: a member already, an invitation awaiting a reply. */
export const Refused = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sent',
      rows: MIXED_ROWS,
      results: resultsFor(
        MIXED_ROWS,
        { status: 'invited' },
        { status: 'refused', reason: 'member' },
        { status: 'refused', reason: 'pending' },
      ),
      outcome: 'done',
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText(/^(已是企业成员|Already a member of the company)$/)).toBeVisible();
    await expect(
      view.getAllByText(/^(已邀请，等待回复|Already invited, awaiting a reply)$/),
    ).not.toHaveLength(0);
  },
});

/** A batch failed: why, on its rows and above them, and the way to send the rest again. */
export const SendFailed = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sent',
      rows: MIXED_ROWS,
      results: resultsFor(MIXED_ROWS, { status: 'failed', message: '服务器繁忙，请稍后再试' }),
      outcome: 'failed',
      message: '服务器繁忙，请稍后再试',
    },
  },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('服务器繁忙');
    await userEvent.click(
      view.getByRole('button', { name: /(邀请未发送的 4 行|Invite the 4 rows not sent)/ }),
    );
    await expect(args.onSend).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** Stopped after a batch: the rows after it are not sent, and can be. */
export const Cancelled = meta.story({
  args: {
    text: PASTED,
    step: {
      status: 'sent',
      rows: manyRows(480),
      results: resultsFor(manyRows(480).slice(0, 100), { status: 'invited' }),
      outcome: 'cancelled',
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText(/^(已停止|Stopped)/)).toBeVisible();
    await expect(
      view.getByRole('button', { name: /(邀请未发送的 373 行|Invite the 373 rows)/ }),
    ).toBeEnabled();
  },
});

/** 5,000 rows: the table keeps only the rows in view in the DOM. */
export const FiveThousandRows = meta.story({
  args: { text: PASTED, step: { status: 'checked', rows: manyRows(5000), stale: false } },
  parameters: { ...visualParameters({ modes: ['phone'] }) },
  play: async () => {
    const view = await dialog();
    await expect(
      view.getByText(messageText('memberImport.counts', { valid: '4,900', withErrors: '100' })),
    ).toBeVisible();
    await waitFor(() => expect(view.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(view.getAllByRole('row').length).toBeLessThan(80);
  },
});
