import { showErrorToast } from '../../design-system/components/toaster';
import { Box, Code, List, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { getDeptList } from '../../workbench/api/dept';
import type { CallOptions } from '../../workbench/api/endpoint';
import { accountLogin } from '../../workbench/api/sso';
import { setApiEffectHandlers } from '../../workbench/api/errors/effects';
import { clearNotices } from '../../workbench/api/errors/notices';
import { ApiNoticeHost } from '../../workbench/routes/layout/api-notice-host';
import { sandbox, sandboxHandlers, type ScenarioAnswer } from '../../workbench/sandbox';
import { findSettledDialog } from '../design-system/fixtures/overlays';
import { findShownToasts, ToastStage } from '../design-system/fixtures/toasts';

/**
 * Every toast and dialog the error catalogue (docs/product.md §8) can raise, each made the real way:
 * the story forces the sandbox to answer one call with a code or status, makes the call through
 * the client, and the catalogue does the rest. Where it would leave the page (sign-out, a new tab),
 * the story lists the destination instead.
 */

interface CatalogueCallProps {
  /** The call the sandbox answers with the scenario. */
  call: 'service/dept/list' | 'sso/login/accountLogin';
  answer: ScenarioAnswer;
  /** @default undefined */
  timeout?: number;
}

function CatalogueCall({ call, answer, timeout }: CatalogueCallProps) {
  const [left, setLeft] = useState<string[]>([]);
  useEffect(() => {
    const restore = setApiEffectHandlers({
      toast: (description) => showErrorToast({ description }),
      navigate: (url) => setLeft((urls) => [...urls, url]),
      openTab: (url) => setLeft((urls) => [...urls, url]),
    });
    sandbox.scenarios.clear();
    sandbox.scenarios.add({ path: call, answer });
    const options: CallOptions = timeout ? { timeout } : {};
    void (
      call === 'service/dept/list'
        ? getDeptList(undefined, options)
        : accountLogin({ account: '13800138000', password: '', loginType: 0 }, options)
    ).catch(() => undefined);
    return () => {
      restore();
      // The notice store outlives the story: what it raised must not open in the next one.
      clearNotices();
    };
  }, [call, answer, timeout]);
  return (
    <Box>
      <Text>
        <Code>{call}</Code> ← <Code>{JSON.stringify(answer)}</Code>
      </Text>
      {left.length > 0 && (
        <List.Root data-testid="destinations" mt="2">
          {left.map((url) => (
            <List.Item key={url}>
              → <Code>{url}</Code>
            </List.Item>
          ))}
        </List.Root>
      )}
      <ApiNoticeHost />
    </Box>
  );
}

const meta = preview.meta({
  title: 'Workbench/API/Error catalogue',
  component: CatalogueCall,
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <ToastStage>
        <Story />
      </ToastStage>
    ),
  ],
  async beforeEach({ msw }) {
    msw.use(...sandboxHandlers);
    await sandbox.reset();
  },
});

async function expectToast(text: RegExp | string) {
  const [toast] = await findShownToasts(1);
  await expect(toast).toHaveAttribute('data-type', 'error');
  if (typeof text === 'string') await expect(toast).toHaveAccessibleDescription(text);
}

/** Every dialog of the catalogue asks for a decision, so each is an alertdialog. */
async function expectDialog() {
  const dialog = await findSettledDialog('alertdialog');
  return dialog;
}

export const BusinessErrorToast = meta.story({
  args: {
    call: 'service/dept/list',
    answer: { errcode: '7007', description: '部门名称已存在，请换一个名称。' },
  },
  play: async () => expectToast('部门名称已存在，请换一个名称。'),
});

export const OperationFailedToast = meta.story({
  args: { call: 'service/dept/list', answer: { errcode: '7008', description: '' } },
  play: async () => expectToast(/./),
});

export const SignOutToast = meta.story({
  args: { call: 'service/dept/list', answer: { errcode: '5001012000' } },
  play: async ({ canvas }) => {
    await expectToast('Your session has ended. Please sign in again.');
    await expect(await canvas.findByTestId('destinations')).toHaveTextContent('logout');
  },
});

export const BadRequestToast = meta.story({
  args: { call: 'service/dept/list', answer: { status: 400 } },
  play: async () => expectToast(/400/),
});

export const ForbiddenToast = meta.story({
  args: { call: 'service/dept/list', answer: { status: 403 } },
  play: async () => expectToast(/403/),
});

export const NotFoundToast = meta.story({
  args: { call: 'service/dept/list', answer: { status: 404 } },
  play: async () => expectToast(/404/),
});

export const MethodNotAllowedToast = meta.story({
  args: { call: 'service/dept/list', answer: { status: 405 } },
  play: async () => expectToast(/405/),
});

export const ServerErrorToast = meta.story({
  args: {
    call: 'service/dept/list',
    answer: { status: 500, description: 'Database connection pool exhausted' },
  },
  play: async () => {
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveTextContent('Database connection pool exhausted');
  },
});

export const ConnectionErrorToast = meta.story({
  args: { call: 'service/dept/list', answer: { status: 502 } },
  play: async () => expectToast(/502/),
});

export const NoResponseToast = meta.story({
  args: { call: 'service/dept/list', answer: { network: true } },
  play: async () => expectToast(/./),
});

export const TimeoutToast = meta.story({
  args: { call: 'service/dept/list', answer: { timeout: true }, timeout: 200 },
  play: async () => expectToast(/./),
});

export const VerifiedFlowSetAdminDialog = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { call: 'service/dept/list', answer: { errcode: '5001012077' } },
  play: async () => {
    await expectDialog();
  },
});

export const VerifiedFlowTransferCorpDialog = meta.story({
  args: { call: 'service/dept/list', answer: { errcode: '5001012078' } },
  play: async () => {
    await expectDialog();
  },
});

export const ResetPasswordDialog = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { call: 'sso/login/accountLogin', answer: { errcode: '5002012201' } },
  play: async () => {
    await expectDialog();
  },
});

export const ChangePasswordDialog = meta.story({
  args: { call: 'sso/login/accountLogin', answer: { errcode: '5002012902' } },
  play: async () => {
    await expectDialog();
  },
});

export const PasswordExpiredDialog = meta.story({
  args: {
    call: 'sso/login/accountLogin',
    answer: {
      errcode: '5002012047',
      description: '您的密码已超过 90 天未修改，请修改密码后登录。',
    },
  },
  play: async () => {
    const dialog = await expectDialog();
    await expect(dialog).toHaveAccessibleDescription(
      '您的密码已超过 90 天未修改，请修改密码后登录。',
    );
  },
});

export const LoginProtectTimeoutDialog = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { call: 'sso/login/accountLogin', answer: { errcode: '5002012051' } },
  play: async () => {
    const dialog = await expectDialog();
    await waitFor(() => expect(dialog.querySelectorAll('button').length).toBeGreaterThan(1));
  },
});
