import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { FindPasswordAccountForm } from '../../design-system/components/find-password-account-form';
import { blurActive } from './fixtures/overlays';

const ACCOUNT_FIELD = /^(账号|Account)/;
const NEXT = /^(下一步|Next)$/;

const meta = preview.meta({
  title: 'Design system/FindPasswordAccountForm',
  component: FindPasswordAccountForm,
  args: { onSubmit: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
});

export const Default = meta.story({ parameters: { ...visualParameters({ allLocales: true }) } });

/** Opened from the sign-in page: the login name typed there is already in the field. */
export const Prefilled = meta.story({
  args: { defaultAccount: '13700000014' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(ACCOUNT_FIELD)).toHaveValue('13700000014');
  },
});

export const EmptySubmit = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: NEXT }));
    await expect(canvas.getByLabelText(ACCOUNT_FIELD)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(ACCOUNT_FIELD)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActive();
  },
});

export const LookingUp = meta.story({
  args: { defaultAccount: 'zhangwei', onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('zhangwei'));
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});

export const UnknownAccount = meta.story({
  args: { onSubmit: fn(() => Promise.reject(new Error('No account has this name.'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(ACCOUNT_FIELD), 'nobody{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account has this name.');
    await expect(canvas.getByLabelText(ACCOUNT_FIELD)).toHaveValue('nobody');
    blurActive();
  },
});
