import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { RevealableValue } from '../../design-system/components/revealable-value';
import { messageStart, messageText, productCopy } from './fixtures/messages';

const never = () => new Promise<string>(() => undefined);

// Account security's mobile, its button names drawn in the story's language.
const MOBILE_LABELS = productCopy({
  showLabel: { id: 'securitySettings.mobile.show', text: '显示完整手机号' },
  hideLabel: { id: 'securitySettings.mobile.hide', text: '隐藏手机号' },
});

const meta = preview.meta({
  title: 'Design system/RevealableValue',
  component: RevealableValue,
  args: {
    masked: '138****8000',
    ...MOBILE_LABELS.args,
    onReveal: fn(() => Promise.resolve('13800138000')),
  },
  parameters: MOBILE_LABELS.parameters,
});

/** The masked mobile, as account security shows it first. */
export const Masked = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
});

/** Waiting for service/desensitize/decrypt: the eye button shows the wait. */
export const Revealing = meta.story({
  args: { onReveal: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') }),
    );
    await expect(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') }),
    ).toBeDisabled();
  },
});

/** The whole number, shown as text in the mask's place; the button, where it was, now hides it. */
export const Shown = meta.story({
  play: async ({ canvas, args }) => {
    const eye = canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') });
    const { left } = eye.getBoundingClientRect();
    await userEvent.click(eye);
    await expect(await canvas.findByText('13800138000')).toBeVisible();
    await expect(
      canvas
        .getByRole('button', { name: messageText('securitySettings.mobile.hide') })
        .getBoundingClientRect().left,
    ).toBe(left);
    await expect(args.onReveal).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.hide') }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Hidden again: the masked number is back and the whole one is gone from the page. */
export const HiddenAgain = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: messageText('securitySettings.mobile.hide') }),
    );
    await expect(canvas.getByText('138****8000')).toBeVisible();
    await expect(canvas.queryByText('13800138000')).not.toBeInTheDocument();
  },
});

/** The call failed: the masked value stays, with a way to try again. */
export const Failed = meta.story({
  args: { onReveal: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messageStart('revealableValue.failed'),
    );
    await expect(canvas.getByText('138****8000')).toBeVisible();
  },
});

/** A value that looks like markup is shown as the characters it holds. */
export const MarkupAsText = meta.story({
  args: { onReveal: fn(() => Promise.resolve('<img src=x onerror=alert(1)>')) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: messageText('securitySettings.mobile.show') }),
    );
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});
