import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import UpgradePage from '../../../workbench/routes/logpop/upgrade-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { findShownToasts } from '../../design-system/fixtures/toasts';
import { RouteStage, startSandbox } from '../support/route-stage';
import { CODE, pageLoading, playWrongCode, SEEDED, sendCodeTo } from './support';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * /logpop/upgrade: signed in as the seeded user-name account (u0012), bind a mobile and become a
 * cloud account; back to the main page with a success message.
 */
function UpgradeStage() {
  return (
    <RouteStage path={paths.upgrade.path} otherPaths={[paths.home.path]}>
      <UpgradePage />
    </RouteStage>
  );
}

const BIND = /^(绑定手机号|Bind mobile)$/;
/** A mobile no sandbox account uses. */
const FREE_MOBILE = '13600005678';

const meta = preview.meta({
  title: 'Workbench/Logpop/Upgrade page',
  component: UpgradeStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: SEEDED.userNameOnly });
  },
});

/** A user-name account: why to upgrade, and the form. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/');
  },
});

/** The session's login info is on its way. */
export const Loading = meta.story(pageLoading('sso/system/parameter'));

/** An account that already signs in by mobile: nothing to do, the way back. */
export const AlreadyCloudAccount = meta.story({
  beforeEach: ({ msw }) => startSandbox(msw, { signedInAs: 'u0002' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/已是云账号|already a cloud account/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

/** A wrong code: the sandbox's message, every field kept. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: ({ canvas }) => playWrongCode(canvas, FREE_MOBILE, BIND),
});

/** Bound: a success message, back on the main page, the account now signs in by mobile. */
export const Success = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await sendCodeTo(canvas, FREE_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810{Enter}');
    const location = canvasElement.querySelector('[data-testid="location"]');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveTextContent('136****5678');
    const account = (await sandbox.state()).accounts.get(SEEDED.userNameOnly);
    await expect(account?.mobile).toBe(FREE_MOBILE);
  },
});
