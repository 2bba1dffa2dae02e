import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { DeviceTable } from '../../design-system/components/device-table';
import { ExportCsvButton } from '../../design-system/components/export-csv-button';
import { DeviceTableHarness, ready } from './fixtures/device-table-harness';
import {
  CLIENT_IP,
  DEVICES,
  LONG_MAIN_SLNS,
  MAIN_SLNS,
  MEMBERS,
  SERVICES,
  SUB_SLNS,
  WHITE_DEVICES,
  manyMainSlns,
} from './fixtures/devices';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { chooseRowAction } from './fixtures/row-actions';

const meta = preview.meta({
  title: 'Design system/DeviceTable',
  component: DeviceTable,
  args: {
    main: ready(MAIN_SLNS),
    sub: ready(SUB_SLNS),
    white: ready(WHITE_DEVICES),
    selectedSlnId: 'sln1',
    onSelectedSlnChange: fn(),
    services: SERVICES,
    members: MEMBERS,
    devices: DEVICES,
    clientIp: CLIENT_IP,
    defaultPageSize: 10,
    onAddMainSln: fn(() => Promise.resolve()),
    onAddSubSlnAuth: fn(() => Promise.resolve()),
    onAddMainSlnWhite: fn(() => Promise.resolve()),
    onEditSlnStatus: fn(() => Promise.resolve()),
    onEditSubSln: fn(() => Promise.resolve()),
    onDeleteMainSln: fn(() => Promise.resolve()),
    onDeleteSubSln: fn(() => Promise.resolve()),
  },
  render: (args) => <DeviceTableHarness {...args} />,
});

const SLN_LABEL = /^(序列号|Serial number)/;
const ADD = /^(添加|Add)$/;

async function openDialog(name: RegExp) {
  const dialog = await findSettledDialog('dialog', { name });
  return within(dialog);
}

async function openAlert(name: RegExp) {
  const dialog = await findSettledDialog('alertdialog', { name });
  return within(dialog);
}

/** The main list, with the serial numbers' status switches and delete buttons. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // A header row and four serial numbers, each row named by its serial number.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(
      within(table).getByRole('rowheader', { name: 'K7QF-2M9D-X4TB-8HWC' }),
    ).toBeVisible();
    await expect(canvas.getByText(/203\.0\.113\.10/)).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { main: { status: 'loading', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { main: ready([]), sub: ready([]), white: ready([]), selectedSlnId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/暂无序列号|No serial numbers yet/)).toBeVisible();
  },
});

export const Error = meta.story({
  args: {
    main: {
      status: 'error',
      rows: [],
      errorMessage: '服务器繁忙，请稍后再试',
      onRetry: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.main.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** A search that matches no serial number. */
export const NoMatch = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /搜索当前列表|Search this list/ }),
      'ZZZZ',
    );
    await expect(await canvas.findByText(/没有符合|Nothing matches your search/)).toBeVisible();
    blurActive();
  },
});

/** Three hundred serial numbers, paged. */
export const LargeData = meta.story({
  args: { main: ready(manyMainSlns(300)), sub: ready([]), white: ready([]) },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: /主序列号|Main serial numbers/ });
    await expect(tab).toHaveTextContent('300');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /^(第 30 页|Page 30)$/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(第 30 页|Page 30)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    blurActive();
  },
});

/** Each tab counts its list: four main, and the selected one's three sub and two white. */
export const TabCounts = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tab', { name: /主序列号|Main serial numbers/ }),
    ).toHaveTextContent('4');
    await expect(
      canvas.getByRole('tab', { name: /子序列号|Sub serial numbers/ }),
    ).toHaveTextContent('3');
    await expect(canvas.getByRole('tab', { name: /白名单|White list/ })).toHaveTextContent('2');
  },
});

export const SubList = meta.story({
  args: { defaultTab: 'sub' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'K7QF-2M9D-X4TB-8HWC-S003' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /主序列号|Main serial number/ })).toHaveValue(
      'sln1',
    );
  },
});

export const WhiteList = meta.story({
  args: { defaultTab: 'white' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '前台收银机' })).toBeVisible();
  },
});

/** The sub tab before a main serial number is chosen. */
export const NoMainSelected = meta.story({
  args: { defaultTab: 'sub', selectedSlnId: null, sub: ready([]), white: ready([]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText(/请选择主序列号|Choose a main serial number/)[0],
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: /^(授权成员|Authorise members)$/ }),
    ).not.toBeInTheDocument();
  },
});

/** A serial number typed in lower case is added in capitals, and shows at the top. */
export const AddSerialNumber = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(添加序列号|Add serial number)$/ }));
    const dialog = await openDialog(/添加序列号|Add a serial number/);
    await userEvent.type(dialog.getByRole('textbox', { name: SLN_LABEL }), 'ab12-cd34-ef56-gh78');
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(args.onAddMainSln).toHaveBeenCalledWith({
      serviceId: 'svc-kis',
      sln: 'AB12-CD34-EF56-GH78',
      maxDevices: 5,
    });
    await waitForDialogGone();
    await expect(canvas.getByRole('rowheader', { name: 'AB12-CD34-EF56-GH78' })).toBeVisible();
  },
});

/** Nothing typed, then a malformed number: each has its message, and nothing is sent. */
export const AddValidation = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(添加序列号|Add serial number)$/ }));
    const dialog = await openDialog(/添加序列号|Add a serial number/);
    const field = dialog.getByRole('textbox', { name: SLN_LABEL });
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/请输入序列号|Enter the serial number/)).toBeVisible();
    await userEvent.type(field, 'AB12-CD34');
    await expect(dialog.getByText(/AB12-CD34-EF56-GH78/)).toBeVisible();
    await expect(args.onAddMainSln).not.toHaveBeenCalled();
    blurActive();
  },
});

/** The server refuses: its message shows and the form keeps what was typed. */
export const AddRefused = meta.story({
  args: {
    onAddMainSln: fn(() =>
      Promise.reject(new globalThis.Error('序列号 AB12-CD34-EF56-GH78 已被添加')),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(添加序列号|Add serial number)$/ }));
    const dialog = await openDialog(/添加序列号|Add a serial number/);
    const field = dialog.getByRole('textbox', { name: SLN_LABEL });
    await userEvent.type(field, 'AB12-CD34-EF56-GH78');
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(args.onAddMainSln).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('已被添加');
    await expect(field).toHaveValue('AB12-CD34-EF56-GH78');
    blurActive();
  },
});

/** Disabling a serial number asks the server; the badge follows its answer. */
export const ToggleStatus = meta.story({
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('row', { name: /K7QF-2M9D-X4TB-8HWC/ });
    await userEvent.click(within(row).getByRole('button', { name: /停用 K7QF|Disable K7QF/ }));
    await expect(args.onEditSlnStatus).toHaveBeenCalledWith({ id: 'sln1', status: 0 });
    await waitFor(() => expect(within(row).getByText(/已停用|Disabled/)).toBeVisible());
    await expect(within(row).getByRole('button', { name: /启用 K7QF|Enable K7QF/ })).toBeVisible();
    blurActive();
  },
});

export const ToggleStatusRefused = meta.story({
  args: { onEditSlnStatus: fn(() => Promise.reject(new globalThis.Error('没有操作权限'))) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /K7QF-2M9D-X4TB-8HWC/ });
    await userEvent.click(within(row).getByRole('button', { name: /停用 K7QF|Disable K7QF/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('没有操作权限');
    await expect(within(row).getByText(/已启用|Enabled/)).toBeVisible();
    blurActive();
  },
});

/** Delete asks first; once confirmed the row leaves. */
export const DeleteSerialNumber = meta.story({
  play: async ({ args, canvas }) => {
    await chooseRowAction(
      within(canvas.getByRole('rowheader', { name: 'H2CE-6KGY-3VRN-7MTD' }).closest('tr')!),
      /^(删除|Delete)$/,
    );
    const dialog = await openAlert(/删除序列号|Delete serial number/);
    await expect(args.onDeleteMainSln).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: /^(删除|Delete)$/ }));
    await expect(args.onDeleteMainSln).toHaveBeenCalledWith({ id: 'sln4' });
    await waitFor(() =>
      expect(
        canvas.queryByRole('rowheader', { name: 'H2CE-6KGY-3VRN-7MTD' }),
      ).not.toBeInTheDocument(),
    );
    await waitForDialogGone('alertdialog');
  },
});

/** A refused delete keeps the question open with the server's reason. */
export const DeleteRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onDeleteMainSln: fn(() =>
      Promise.reject(new globalThis.Error('该序列号下仍有在线设备，无法删除')),
    ),
  },
  play: async ({ canvas }) => {
    await chooseRowAction(
      within(canvas.getByRole('rowheader', { name: 'H2CE-6KGY-3VRN-7MTD' }).closest('tr')!),
      /^(删除|Delete)$/,
    );
    const dialog = await openAlert(/删除序列号|Delete serial number/);
    await userEvent.click(dialog.getByRole('button', { name: /^(删除|Delete)$/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('无法删除');
    await expect(
      canvas.getByRole('rowheader', { name: 'H2CE-6KGY-3VRN-7MTD', hidden: true }),
    ).toBeInTheDocument();
  },
});

/** Members picked on the sub tab are authorised on the selected main serial number. */
export const AuthoriseMembers = meta.story({
  args: { defaultTab: 'sub' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(授权成员|Authorise members)$/ }));
    const dialog = await openDialog(/K7QF-2M9D-X4TB-8HWC/);
    // Members who hold a sub serial number already are not offered.
    await expect(dialog.queryByRole('checkbox', { name: /张伟/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: /刘洋/ }));
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(args.onAddSubSlnAuth).toHaveBeenCalledWith({ slnId: 'sln1', userIds: ['u4'] });
    await waitForDialogGone();
    await expect(canvas.getByRole('cell', { name: '刘洋' })).toBeVisible();
    blurActive();
  },
});

/** Nothing picked: a message. Then a refusal: its reason, and the picks stay. */
export const AuthoriseMembersRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    defaultTab: 'sub',
    onAddSubSlnAuth: fn(() => Promise.reject(new globalThis.Error('序列号已停用，无法授权'))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(授权成员|Authorise members)$/ }));
    const dialog = await openDialog(/K7QF-2M9D-X4TB-8HWC/);
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      /请至少选择一名成员|Choose at least one member/,
    );
    await expect(args.onAddSubSlnAuth).not.toHaveBeenCalled();
    const member = dialog.getByRole('checkbox', { name: /陈静/ });
    await userEvent.click(member);
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(await dialog.findByText('序列号已停用，无法授权')).toBeVisible();
    await expect(member).toBeChecked();
    blurActive();
  },
});

export const AddWhiteDevices = meta.story({
  args: { defaultTab: 'white' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(添加设备|Add devices)$/ }));
    const dialog = await openDialog(/K7QF-2M9D-X4TB-8HWC/);
    await userEvent.type(dialog.getByRole('searchbox'), '仓库');
    await userEvent.click(dialog.getByRole('checkbox', { name: /仓库终端/ }));
    await userEvent.click(dialog.getByRole('button', { name: ADD }));
    await expect(args.onAddMainSlnWhite).toHaveBeenCalledWith({
      slnId: 'sln1',
      deviceIds: ['dev3'],
    });
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: '仓库终端' })).toBeVisible());
    blurActive();
  },
});

/** Thai, with long service names: they are cut with an ellipsis, never break the row. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { main: ready(LONG_MAIN_SLNS) },
});

const onExportRows = fn();

/**
 * The list's export beside its search, as the devices page gives it: it is handed every row the
 * search keeps, on every page, not the page in view.
 */
export const WithExport = meta.story({
  args: {
    main: ready(manyMainSlns(300)),
    exportAction: (list) => (
      <ExportCsvButton
        empty={list.rows.length === 0}
        onExport={() => {
          onExportRows(list.name, list.rows.length);
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    onExportRows.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^(导出 CSV|Export CSV)$/ }));
    await expect(onExportRows).toHaveBeenLastCalledWith('main', 300);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /搜索当前列表|Search this list/ }),
      'ZZZZ',
    );
    await expect(canvas.getByRole('button', { name: /^(导出 CSV|Export CSV)$/ })).toBeDisabled();
    await expect(canvas.getByText(/没有可导出的内容|Nothing to export/)).toBeVisible();
    blurActive();
  },
});
