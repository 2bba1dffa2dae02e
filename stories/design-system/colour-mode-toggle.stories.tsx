import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ColourModeToggle } from '../../design-system/components/colour-mode-toggle';

const meta = preview.meta({
  title: 'Design system/ColourModeToggle',
  component: ColourModeToggle,
  args: { mode: 'light' as const, onChange: fn() },
});

/** A light page: not pressed, the moon shows what a press leads to. */
export const Light = meta.story({
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { pressed: false });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
});

/** A dark page: pressed, the sun shows the way back. */
export const Dark = meta.story({
  args: { mode: 'dark' as const },
  globals: { colourMode: 'dark' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { pressed: true });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
});
