import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import AssistantPage from '../../../workbench/routes/logpop/assistant-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { CODE, MOBILE, pageLoading, playWrongCode, SEND, sendCodeTo } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * /logpop/assistant, an assistant invitation's link: the seeded invitation ASSIST-1001 of
 * 华南示范科技有限公司, from 张伟. 李娜 (13900139000) is in that corp already; the account made in
 * beforeEach for the stories that join is not.
 */
function AssistantStage({ entry }: { entry: string }) {
  return (
    <RouteStage path={paths.assistant.path} entry={entry} otherPaths={[paths.home.path]}>
      <AssistantPage />
    </RouteStage>
  );
}

const SUBMIT = /^(加入并登录|Join and sign in)$/;
/** The mobile of the account that joins (王芳, made for the stories, in no corp yet). */
const JOINING_MOBILE = '13611112222';

const meta = preview.meta({
  title: 'Workbench/Logpop/Assistant page',
  component: AssistantStage,
  tags: ['!autodocs'],
  args: { entry: paths.assistant.getHref('ASSIST-1001').slice(1) },
  async beforeEach({ msw }) {
    await startSandbox(msw);
    const state = await sandbox.state();
    const template = state.accounts.get('u0002')!;
    state.accounts.set('s0001', {
      ...template,
      userId: 's0001',
      mobile: JOINING_MOBILE,
      userName: 'wangfang',
      realName: '王芳',
      corpIds: [],
      defaultCorpId: '',
    });
  },
});

/** Whose corp asks, and the mobile to confirm. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /华南示范科技有限公司/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
});

/** The invitation is being read. */
export const Loading = meta.story(pageLoading('sso/account/assistantCheckInfo'));

/** The invitation could not be read (a server failure): the reason, and Try again. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'sso/account/assistantCheckInfo', answer: { status: 503 } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
  },
});

/** An invitation that has ended: the server's reason, and the way back to sign-in. */
export const Expired = meta.story({
  args: { entry: paths.assistant.getHref('ASSIST-EXPIRED').slice(1) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This invitation has expired. Ask the corp for a new one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(返回登录|Back to sign-in)$/ })).toBeVisible();
  },
});

/** A mobile no account signs in with: said under the send button, the number kept. */
export const UnknownMobile = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(MOBILE), '13600009999');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /没有云账号|No cloud account signs in with this mobile/,
    );
    await expect(canvas.getByLabelText(MOBILE)).toHaveValue('13600009999');
    blurActive();
  },
});

/** A mobile already in the corp: nothing to join. */
export const AlreadyMember = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(MOBILE), '13900139000');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/华南示范科技有限公司/);
    blurActive();
  },
});

/** A code sent to the mobile. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await sendCodeTo(canvas, JOINING_MOBILE);
    blurActive();
  },
});

/** A wrong code: the sandbox's message, every field kept. */
export const WrongCode = meta.story({
  beforeEach: holdClock,
  play: ({ canvas }) => playWrongCode(canvas, JOINING_MOBILE, SUBMIT),
});

/** The right code: in the corp, signed in, on to the main page. */
export const Joined = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await sendCodeTo(canvas, JOINING_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810{Enter}');
    const location = canvasElement.querySelector('[data-testid="location"]');
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
    await expect((await sandbox.state()).accounts.get('s0001')?.corpIds).toEqual(['1001']);
  },
});

/** A link without a code: said plainly, with the way back to sign-in. */
export const MissingCode = meta.story({
  args: { entry: paths.assistant.path },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /此登录链接无法使用|This sign-in link does not work/ }),
    ).toBeVisible();
  },
});
