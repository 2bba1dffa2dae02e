import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { MemberSearchField } from '../../design-system/components/member-search-field';
import { blurActive } from './fixtures/overlays';

/** The member search of the departments page and of the login-verification modal. */
const meta = preview.meta({
  title: 'Design system/MemberSearchField',
  component: MemberSearchField,
  args: { onSearch: fn() },
});

export const Empty = meta.story({});

/** Typed and searched by Enter: the trimmed text goes to onSearch. */
export const Searched = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '  张伟 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('张伟');
    blurActive();
  },
});

/** Past 200 characters: the text is cut there and the field says why. */
export const TooLong = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.paste('成员'.repeat(101));
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    blurActive();
  },
});

export const Searching = meta.story({ args: { searching: true } });

export const Failed = meta.story({
  args: { error: '系统繁忙，请稍后再试（5000000001）' },
  parameters: { ...visualParameters({ allLocales: true }) },
});
