import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { RevealableValue } from '../../design-system/components/revealable-value';
import { messageStart } from './fixtures/messages';

const never = () => new Promise<string>(() => undefined);

const meta = preview.meta({
  title: 'Design system/RevealableValue',
  component: RevealableValue,
  args: {
    masked: '138****8000',
    showLabel: '显示完整手机号',
    hideLabel: '隐藏手机号',
    onReveal: fn(() => Promise.resolve('13800138000')),
  },
});

/** The masked mobile, as account security shows it first. */
export const Masked = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
});

/** Waiting for service/desensitize/decrypt: the eye button shows the wait. */
export const Revealing = meta.story({
  args: { onReveal: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整手机号' }));
    await expect(canvas.getByRole('button', { name: '显示完整手机号' })).toBeDisabled();
  },
});

/** The whole number, shown as text in the mask's place; the button, where it was, now hides it. */
export const Shown = meta.story({
  play: async ({ canvas, args }) => {
    const eye = canvas.getByRole('button', { name: '显示完整手机号' });
    const { left } = eye.getBoundingClientRect();
    await userEvent.click(eye);
    await expect(await canvas.findByText('13800138000')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '隐藏手机号' }).getBoundingClientRect().left,
    ).toBe(left);
    await expect(args.onReveal).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '隐藏手机号' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** Hidden again: the masked number is back and the whole one is gone from the page. */
export const HiddenAgain = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整手机号' }));
    await userEvent.click(await canvas.findByRole('button', { name: '隐藏手机号' }));
    await expect(canvas.getByText('138****8000')).toBeVisible();
    await expect(canvas.queryByText('13800138000')).not.toBeInTheDocument();
  },
});

/** The call failed: the masked value stays, with a way to try again. */
export const Failed = meta.story({
  args: { onReveal: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整手机号' }));
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
    await userEvent.click(canvas.getByRole('button', { name: '显示完整手机号' }));
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});
