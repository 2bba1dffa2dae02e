import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ExportCsvButton } from '../../design-system/components/export-csv-button';
import { ServiceList } from '../../design-system/components/service-list';
import { CARD_GRID_PAGE_SIZE } from '../../shared/constants';
import {
  card,
  label,
  openDialog,
  openMenuItem,
  openTrialDialog,
  SERVICE_LIST_ARGS,
  START_TRIAL,
  StatefulServiceList,
} from './fixtures/service-list-harness';
import {
  manyServices,
  OWN_SERVICES,
  READ_ONLY_SERVICES,
  SERVICE_COUNTS,
  SHARED_SERVICES,
  THAI_SERVICES,
  THIRD_PARTY_SERVICES,
  TRANSFER_INFO,
} from './fixtures/services';
import { blurActive, waitForDialogGone } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

const meta = preview.meta({
  title: 'Design system/ServiceList',
  component: ServiceList,
  args: {
    ...SERVICE_LIST_ARGS,
    onRename: fn(() => Promise.resolve()),
    onConvertToPaid: fn(() => Promise.resolve()),
    deletion: {
      maskedMobile: '138****5678',
      onSendCode: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.resolve()),
    },
    transfer: {
      loadInfo: fn(() => Promise.resolve(TRANSFER_INFO)),
      onTransfer: fn(() => Promise.resolve()),
    },
  },
  render: (args) => <StatefulServiceList key={args.kind} {...args} />,
});

/** The own list as cards: a tab per list with its count. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(tabs.map((tab) => tab.textContent?.match(/\d+$/)?.[0])).toEqual([
      '5',
      '2',
      '2',
      '2',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(OWN_SERVICES.length);
  },
});

export const TableView = meta.story({
  args: { defaultView: 'table' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(OWN_SERVICES.map((service) => service.name));
  },
});

export const Loading = meta.story({
  args: { status: 'loading', services: [], counts: undefined },
});

export const Empty = meta.story({
  args: { services: [], counts: { own: 0, share: 0, thirdParty: 0, readOnly: 0 } },
});

export const Error = meta.story({
  args: {
    status: 'error',
    services: [],
    errorMessage: '服务列表暂时无法加载，请稍后重试。',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务列表暂时无法加载');
    await userEvent.click(canvas.getByRole('button', { name: label('重试', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** Shared services show who shares them and offer only entering and a trial. */
export const Shared = meta.story({
  args: { kind: 'share', services: SHARED_SERVICES },
  play: async () => {
    const shared = card('集团合并报表');
    await expect(shared.getByText(/华南示范集团股份有限公司/)).toBeVisible();
    await expect(shared.getAllByRole('button')).toHaveLength(2);
  },
});

export const ThirdParty = meta.story({
  args: { kind: 'thirdParty', services: THIRD_PARTY_SERVICES },
});

/** The read-only list, paged by the server: entering only, nothing that changes a service. */
export const ReadOnly = meta.story({
  args: {
    kind: 'readOnly',
    services: READ_ONLY_SERVICES,
    paging: { page: 1, pageSize: 2, total: 2, onChange: fn() },
  },
  play: async () => {
    for (const service of READ_ONLY_SERVICES) {
      const buttons = card(service.name).getAllByRole('button');
      await expect(buttons).toHaveLength(1);
      await expect(buttons[0]).toHaveAccessibleName(label('进入', 'Enter'));
    }
    await expect(screen.queryByRole('button', { name: /更多操作|More actions/ })).toBeNull();
  },
});

/** 300 services, paged here twelve at a time; the page-size selector shows past 50. */
export const LargeData = meta.story({
  args: {
    services: manyServices(300),
    counts: { own: 300, share: 0, thirdParty: 0, readOnly: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(CARD_GRID_PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: /^(第 2 页|Page 2)$/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
        manyServices(300)[CARD_GRID_PAGE_SIZE]!.name,
      ),
    );
    blurActive();
  },
});

export const SwitchTab = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('tab')[1]!);
    await expect(args.onKindChange).toHaveBeenCalledWith('share');
    await waitFor(() =>
      expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('heading', { name: '集团合并报表' })).toBeVisible();
    blurActive();
  },
});

export const SwitchView = meta.story({
  play: async ({ args, canvas }) => {
    const tableButton = canvas.getByRole('button', { name: /表格|Table/ });
    await userEvent.click(tableButton);
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
    blurActive();
  },
});

export const Enter = meta.story({
  args: { onEnter: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    const button = card('华南示范总账').getByRole('button', { name: label('进入', 'Enter') });
    await userEvent.click(button);
    await expect(args.onEnter).toHaveBeenCalledWith(OWN_SERVICES[0]);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    blurActive();
  },
});

export const EnterRefused = meta.story({
  args: { onEnter: fn(() => Promise.reject(new globalThis.Error('服务正在升级，请稍后再试。'))) },
  play: async () => {
    await userEvent.click(
      card('华南示范总账').getByRole('button', { name: label('进入', 'Enter') }),
    );
    await expect(await card('华南示范总账').findByRole('alert')).toHaveTextContent(
      '服务正在升级，请稍后再试。',
    );
    blurActive();
  },
});

export const Rename = meta.story({
  play: async ({ args }) => {
    await openMenuItem('华南示范总账', label('重命名', 'Rename'));
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '华南总账 2025');
    await userEvent.click(dialog.getByRole('button', { name: label('保存', 'Save') }));
    await expect(args.onRename).toHaveBeenCalledWith(OWN_SERVICES[0], '华南总账 2025');
    await waitForDialogGone();
  },
});

/** An empty name is refused before any call. */
export const RenameInvalid = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args }) => {
    await openMenuItem('华南示范总账', label('重命名', 'Rename'));
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: label('保存', 'Save') }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRename).not.toHaveBeenCalled();
    blurActive();
  },
});

/** The server refuses the name: the message shows and the typed name stays. */
export const RenameRefused = meta.story({
  args: {
    onRename: fn(() => Promise.reject(new globalThis.Error('已存在同名服务，请换一个名称。'))),
  },
  play: async () => {
    await openMenuItem('华南示范总账', label('重命名', 'Rename'));
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '门店零售（天河店）');
    await userEvent.click(dialog.getByRole('button', { name: label('保存', 'Save') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('已存在同名服务');
    await expect(field).toHaveValue('门店零售（天河店）');
    blurActive();
  },
});

export const Delete = meta.story({
  play: async ({ args }) => {
    await openMenuItem('华南示范总账', label('删除', 'Delete'));
    const dialog = await openDialog();
    await expect(dialog.getByText(/138\*\*\*\*5678/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/验证码|Verification code/), '135790');
    await userEvent.click(dialog.getByRole('button', { name: label('确定', 'Confirm') }));
    await expect(args.deletion?.onDelete).toHaveBeenCalledWith(OWN_SERVICES[0], '135790');
    await waitForDialogGone();
  },
});

/** A wrong code: the message shows and the code stays as typed. */
export const DeleteRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    deletion: {
      maskedMobile: '138****5678',
      onSendCode: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.reject(new globalThis.Error('验证码错误，请重新输入'))),
    },
  },
  play: async () => {
    await openMenuItem('华南示范总账', label('删除', 'Delete'));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/验证码|Verification code/), '000000');
    await userEvent.click(dialog.getByRole('button', { name: label('确定', 'Confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    await expect(dialog.getByLabelText(/验证码|Verification code/)).toHaveValue('000000');
    blurActive();
  },
});

export const Transfer = meta.story({
  play: async ({ args }) => {
    await openMenuItem('华南示范总账', label('转移', 'Transfer'));
    const dialog = await openDialog();
    await expect(args.transfer?.loadInfo).toHaveBeenCalledWith(OWN_SERVICES[0]);
    await userEvent.click(await dialog.findByRole('radio', { name: '张伟个人工作室' }));
    await userEvent.click(dialog.getByRole('button', { name: label('转移', 'Transfer') }));
    await expect(args.transfer?.onTransfer).toHaveBeenCalledWith(OWN_SERVICES[0], 'c-1003');
    await waitForDialogGone();
  },
});

/** The transfer is refused: the message shows and the corp picked stays picked. */
export const TransferRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    transfer: {
      loadInfo: fn(() => Promise.resolve(TRANSFER_INFO)),
      onTransfer: fn(() => Promise.reject(new globalThis.Error('目标企业的服务数量已达上限。'))),
    },
  },
  play: async () => {
    await openMenuItem('华南示范总账', label('转移', 'Transfer'));
    const dialog = await openDialog();
    const target = await dialog.findByRole('radio', { name: '张伟个人工作室' });
    await userEvent.click(target);
    await userEvent.click(dialog.getByRole('button', { name: label('转移', 'Transfer') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '目标企业的服务数量已达上限。',
    );
    await expect(target).toBeChecked();
    blurActive();
  },
});

/** An expired service can be tried again, after confirming. */
export const Trial = meta.story({
  play: async ({ args }) => {
    const dialog = await openTrialDialog();
    await userEvent.click(dialog.getByRole('button', { name: START_TRIAL }));
    await expect(args.onTrial).toHaveBeenCalledWith(OWN_SERVICES[2]);
    await waitForDialogGone('alertdialog');
  },
});

export const TrialRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { onTrial: fn(() => Promise.reject(new globalThis.Error('本企业已试用过该产品。'))) },
  play: async () => {
    const dialog = await openTrialDialog();
    await userEvent.click(dialog.getByRole('button', { name: START_TRIAL }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('本企业已试用过该产品。');
    blurActive();
  },
});

export const ConvertToPaid = meta.story({
  play: async ({ args }) => {
    await userEvent.click(
      card('进销存（广州仓）').getByRole('button', { name: label('转为正式', 'Convert to paid') }),
    );
    const dialog = await openDialog('alertdialog');
    await userEvent.click(
      dialog.getByRole('button', { name: label('转为正式', 'Convert to paid') }),
    );
    await expect(args.onConvertToPaid).toHaveBeenCalledWith(OWN_SERVICES[1]);
    await waitForDialogGone('alertdialog');
  },
});

export const ConvertToPaidRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onConvertToPaid: fn(() => Promise.reject(new globalThis.Error('请先完成企业认证。'))),
  },
  play: async () => {
    await userEvent.click(
      card('进销存（广州仓）').getByRole('button', { name: label('转为正式', 'Convert to paid') }),
    );
    const dialog = await openDialog('alertdialog');
    await userEvent.click(
      dialog.getByRole('button', { name: label('转为正式', 'Convert to paid') }),
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent('请先完成企业认证。');
    blurActive();
  },
});

/** Long Thai names truncate in the cards; the tooltip holds the whole name. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { services: THAI_SERVICES, counts: { ...SERVICE_COUNTS, own: THAI_SERVICES.length } },
});

export const LongNamesTable = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    services: THAI_SERVICES,
    counts: { ...SERVICE_COUNTS, own: THAI_SERVICES.length },
    defaultView: 'table',
  },
});

/** The list's export before the layout switch, as the services page gives it; on a phone too. */
export const WithExport = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone', locales: ['th_TH'] }) },
  args: { exportAction: <ExportCsvButton onExport={fn()} /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: messageText('exportCsv.button') }),
    ).toBeEnabled();
  },
});
