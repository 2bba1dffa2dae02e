import { Button, type ButtonProps, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { AppDialog } from '../../design-system/components/app-dialog';
import { DIALOG_WIDTH } from '../../shared/constants';
import { messageText, productCopy } from './fixtures/messages';
import { findSettledDialog, labelIn } from './fixtures/overlays';

const MOVED = { name: '华东销售部' };
const MOVE_DEPT = productCopy({
  title: { id: 'departments.moveDept.title', values: MOVED, text: '移动华东销售部' },
  children: {
    id: 'departments.moveDept.description',
    values: MOVED,
    text: '华东销售部及其下级部门将移到你选择的部门之下。',
  },
});

const meta = preview.meta({
  title: 'Design system/AppDialog',
  component: AppDialog,
  // The departments page's Move dialog, its copy drawn in the story's language.
  args: {
    ...MOVE_DEPT.args,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    // An open modal drawn inline would cover the docs page: each story gets a frame.
    docs: { story: { inline: false, height: '520px' } },
    ...MOVE_DEPT.parameters,
  },
});

/** Finds the open dialog, waits for its entrance to finish and for focus to move into it. */
async function findOpenDialog(name: string | RegExp) {
  const dialog = await findSettledDialog('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** The footer's Cancel and Confirm, then the corner's close button, in document order. */
function dialogButtons(dialog: HTMLElement) {
  const [cancel, confirm, close] = within(dialog).getAllByRole('button');
  if (!cancel || !confirm || !close) throw new Error('the dialog lacks a button');
  return { cancel, confirm, close };
}

const AGREEMENT_CLAUSE =
  '用户在使用本服务前，应仔细阅读本协议的全部条款。企业管理员开通服务后，可为成员分配账号与权限；成员在登录、切换企业及进行敏感操作时，系统可能要求手机验证码二次校验。因用户自行泄露账号、密码或验证码造成的损失，由用户自行承担。';

const LONG_AGREEMENT = Array.from({ length: 14 }, (_, index) => (
  <Text key={index}>{`${index + 1}. ${AGREEMENT_CLAUSE}`}</Text>
));

const AGREEMENT = productCopy({
  title: { id: 'securitySettings.aiProtocol', text: 'AI 服务协议' },
});

const LONG_THAI_TITLE =
  'ยืนยันการย้ายสมาชิกทั้งหมดของแผนกขายภาคตะวันออกไปยังบริษัท หางโจว คลาวด์ อินเทลลิเจนซ์ จำกัด';

export const Default = meta.story({
  args: { open: true },
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async ({ args, globals }) => {
    const dialog = await findOpenDialog(messageText('departments.moveDept.title', MOVED));
    // docs/product.md §2: the default dialog is 460 px wide.
    await expect(dialog.getBoundingClientRect().width).toBe(DIALOG_WIDTH);
    const { cancel, confirm, close } = dialogButtons(dialog);
    await expect(cancel).toHaveAccessibleName(labelIn('cancel', globals.locale));
    await expect(confirm).toHaveAccessibleName(labelIn('confirm', globals.locale));
    await expect(close).toHaveAccessibleName(labelIn('close', globals.locale));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    // Controlled: the dialog stays until its owner closes it.
    await expect(dialog).toBeVisible();
  },
});

export const Busy = meta.story({
  args: { open: true, confirmLoading: true },
  play: async ({ args, globals }) => {
    const dialog = await findOpenDialog(messageText('departments.moveDept.title', MOVED));
    const { cancel, confirm } = dialogButtons(dialog);
    await expect(confirm).toBeDisabled();
    // The label stays beside the spinner, so the busy button keeps its name.
    await expect(confirm).toHaveAccessibleName(labelIn('confirm', globals.locale));
    await expect(cancel).toBeEnabled();
    // Escape would drop the work under way: it does nothing while Confirm is busy.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

/** Move stays off until a department is chosen. */
export const ConfirmDisabled = meta.story({
  args: { open: true, confirmDisabled: true },
  play: async ({ args }) => {
    const dialog = await findOpenDialog(messageText('departments.moveDept.title', MOVED));
    const { cancel, confirm } = dialogButtons(dialog);
    await expect(confirm).toBeDisabled();
    await expect(cancel).toBeEnabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const LongContent = meta.story({
  // The agreement is a document the product shows as written; its title is the product's.
  args: {
    ...AGREEMENT.args,
    open: true,
    children: <Stack gap="3">{LONG_AGREEMENT}</Stack>,
  },
  parameters: AGREEMENT.parameters,
  play: async () => {
    const dialog = await findOpenDialog(messageText('securitySettings.aiProtocol'));
    const body = within(dialog).getByText(/^1\. /).closest<HTMLElement>('[tabindex="0"]');
    // The body scrolls inside the dialog and joins the tab order so a keyboard can scroll it.
    await expect(body).not.toBeNull();
    if (!body) return;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Footer stays in view above the fold.
    const { confirm } = dialogButtons(dialog);
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Where focus starts depends on when the body is measured; put it on the body, as Tab would.
    body.focus();
    await expect(body).toHaveFocus();
  },
});

export const LongThai = meta.story({
  args: {
    open: true,
    title: LONG_THAI_TITLE,
    children: (
      <Text>
        สมาชิกทั้ง 12 คนของแผนกขายภาคตะวันออกจะถูกย้ายไปยังแผนกต้นสังกัดใหม่
        และสิทธิ์การเข้าถึงบริการทั้งหมดจะได้รับการปรับปรุงโดยอัตโนมัติภายในไม่กี่นาที
        กรุณาตรวจสอบให้แน่ใจว่าผู้ดูแลระบบได้รับทราบการเปลี่ยนแปลงนี้แล้ว
      </Text>
    ),
  },
  globals: { locale: 'th_TH' },
  play: async ({ globals }) => {
    const dialog = await findOpenDialog(LONG_THAI_TITLE);
    // Long Thai wraps inside the 460 px: nothing widens the dialog or spills out of it.
    await expect(dialog.getBoundingClientRect().width).toBe(DIALOG_WIDTH);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const { cancel, confirm } = dialogButtons(dialog);
    await expect(cancel).toHaveAccessibleName(labelIn('cancel', globals.locale));
    await expect(confirm).toHaveAccessibleName(labelIn('confirm', globals.locale));
    for (const button of [cancel, confirm]) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        dialog.getBoundingClientRect().right,
      );
    }
  },
});

/** The departments page's Move button, in the story's language. */
function MoveButton(props: ButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant="outline" {...props}>
      {t({ id: 'departments.moveDept.confirm', message: 'Move' })}
    </Button>
  );
}

export const FocusReturns = meta.story({
  args: { trigger: <MoveButton /> },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', {
      name: messageText('departments.moveDept.confirm'),
    });
    await userEvent.click(trigger);
    await findOpenDialog(messageText('departments.moveDept.title', MOVED));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(trigger).toHaveFocus());
    // Whether returned focus paints a ring depends on window focus, which headless runs do not
    // promise: clear it so the baseline is the same every time.
    trigger.blur();
  },
});
