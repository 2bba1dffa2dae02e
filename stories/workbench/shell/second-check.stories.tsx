import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import HomePage from '../../../workbench/routes/home/home-page';
import { paths } from '../../../workbench/routes/paths';
import {
  blurActive,
  findSettledDialog,
  waitForDialogGone,
} from '../../design-system/fixtures/overlays';
import { slotPicturesShown } from '../support/recommendation-slots';
import { RouteStage } from '../support/route-stage';
import { SECOND_CHECK_CORP, startShellSandbox } from './support';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * The second verification (docs/product.md §4) as the main page meets it: the session's corp answers
 * 5001022900 when the page loads, and the dialog asks for a code to its check mobile (the account
 * of startShellSandbox's secondCheck). Every code is 246810.
 */
function SecondCheckStage() {
  return (
    <RouteStage path={paths.home.path}>
      <HomePage />
    </RouteStage>
  );
}

/** The main page's recommendation banner loads beside the check: the pictures show it. */
const bannerShown = (canvasElement: HTMLElement) =>
  slotPicturesShown(canvasElement, ['workbench_tuijian_banner']);

const MASKED_MOBILE = /135\*{4}0001/;
const SEND = /^(获取验证码|Send code)$/;
const CONFIRM = /^(确定|Confirm)$/;

const meta = preview.meta({
  title: 'Workbench/Shell/Second check',
  component: SecondCheckStage,
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => startShellSandbox(msw, { secondCheck: true }),
});

async function findDialog() {
  const dialog = await findSettledDialog('dialog');
  return within(dialog);
}

async function sendCode(dialog: Awaited<ReturnType<typeof findDialog>>) {
  await userEvent.click(dialog.getByRole('button', { name: SEND }));
  await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeVisible());
}

/** The corp asks: the dialog says where the code will go. */
export const Asked = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    // Played in every locale: roles and the masked mobile, not wording.
    const dialog = await findDialog();
    await expect(dialog.getByText(MASKED_MOBILE)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toBeVisible();
    await bannerShown(canvasElement);
  },
});

/** The code is sent: the wait before another. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await sendCode(dialog);
    blurActive();
    await bannerShown(canvasElement);
  },
});

/** A wrong code: the dialog stays, with the server's message, the code as typed. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await sendCode(dialog);
    await userEvent.type(dialog.getByRole('textbox'), '111111');
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expect(dialog.getByRole('textbox')).toHaveValue('111111');
    blurActive();
    await bannerShown(canvasElement);
  },
});

/** Passed: the dialog goes and the main page shows the corp. */
export const Passed = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    const dialog = await findDialog();
    await sendCode(dialog);
    await userEvent.type(dialog.getByRole('textbox'), '246810');
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM }));
    await expect(await canvas.findByText(SECOND_CHECK_CORP)).toBeVisible();
    await waitForDialogGone();
    await bannerShown(canvasElement);
  },
});
