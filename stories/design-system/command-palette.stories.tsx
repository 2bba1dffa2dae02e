import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { AppHeader } from '../../design-system/components/app-header';
import {
  CommandPalette,
  CommandPaletteButton,
  type CommandPaletteGroup,
  type CommandPaletteProps,
} from '../../design-system/components/command-palette';
import { ColourModeToggle } from '../../design-system/components/colour-mode-toggle';
import { membersGroup, paletteGroups, paletteWords } from './fixtures/command-palette';
import { messageStart } from './fixtures/messages';
import { findSettledDialog } from './fixtures/overlays';
import { StoryLanguageDropdown } from './fixtures/story-language';

interface HarnessProps extends Omit<CommandPaletteProps, 'query' | 'onQueryChange' | 'groups'> {
  /** What is typed when the story opens. */
  initialQuery: string;
  memberStatus: 'ready' | 'loading' | 'error';
  /** The member search found nobody. */
  noMemberFound: boolean;
  /** The story's language, for the groups' words. */
  locale: string;
}

/** Holds the query as the workbench does; the groups are in the story's language. */
function PaletteHarness({
  initialQuery,
  memberStatus,
  noMemberFound,
  locale,
  ...props
}: HarnessProps) {
  const [query, setQuery] = useState(initialQuery);
  const groups: CommandPaletteGroup[] = paletteGroups(memberStatus, locale).map((group) =>
    group.key === 'members' && noMemberFound ? membersGroup('ready', [], locale) : group,
  );
  return <CommandPalette {...props} query={query} onQueryChange={setQuery} groups={groups} />;
}

/** The story's language: the capture's or the toolbar's, else its args'. Plays read it too. */
const storyLocale = (args: { locale: string }, globals: { locale?: string }) =>
  globals.locale ?? args.locale;

const meta = preview.meta({
  title: 'Design system/CommandPalette',
  component: PaletteHarness,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
  args: {
    open: true,
    onOpenChange: fn(),
    onRun: fn(),
    initialQuery: '',
    memberStatus: 'ready' as const,
    noMemberFound: false,
    locale: 'zh_CN',
  },
  render: (args, { globals }) => <PaletteHarness {...args} locale={storyLocale(args, globals)} />,
});

async function openedPalette() {
  const dialog = await findSettledDialog('dialog');
  return within(dialog);
}

const activeOption = (field: HTMLElement) => {
  const id = field.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

/** The headings of the groups listed, in their order. */
const groupHeadings = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('group')
    .map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

/** The header's button: the magnifying glass, "Search" and the shortcut; on a phone the glass alone. */
export const ClosedTriggerInHeader = meta.story({
  parameters: { ...visualParameters({ modes: ['phone', 'dark'] }) },
  // The workbench's header, in the story's language.
  render: function Render() {
    const { t } = useLingui();
    return (
      <AppHeader
        title={t({ id: 'app.title', message: 'Business Workbench' })}
        actions={
          <>
            <CommandPaletteButton modifier="ctrl" onClick={fn()} />
            <ColourModeToggle mode="light" onChange={fn()} />
            <StoryLanguageDropdown />
          </>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: messageStart('commandPalette.trigger') });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeVisible();
  },
});

/** The same button on Apple's platforms: ⌘K. */
export const TriggerOnMac = meta.story({
  render: () => <CommandPaletteButton modifier="meta" onClick={fn()} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: messageStart('commandPalette.trigger') });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await expect(button).toHaveTextContent('⌘K');
  },
});

/** Opened with nothing typed: every page, the current one marked and the first active. */
export const OpenWithPages = meta.story({
  parameters: {
    ...visualParameters({ locales: ['th_TH'], modes: ['phone', 'dark'] }),
  },
  play: async () => {
    const palette = await openedPalette();
    const listbox = palette.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(12);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(activeOption(palette.getByRole('combobox'))).toBe(options[0]);
    await expect(within(listbox).getAllByRole('group')).toHaveLength(1);
    // No option runs past the dialog's edge, however long its label (Thai).
    for (const option of options)
      await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
  },
});

/** Typing narrows every group to what matches, members first found by the server; the arrows move. */
export const TypingFilters = meta.story({
  play: async ({ args, globals }) => {
    const { headings } = paletteWords(storyLocale(args, globals));
    const palette = await openedPalette();
    const field = palette.getByRole('combobox');
    await userEvent.type(field, '研发');
    await expect(groupHeadings(palette.getByRole('listbox'))).toEqual([
      headings.members,
      headings.departments,
    ]);
    await expect(activeOption(palette.getByRole('combobox'))).toHaveTextContent('张伟');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(palette.getByRole('combobox'))).toHaveTextContent('研发部');
    await expect(args.onRun).not.toHaveBeenCalled();
  },
});

/** Members are searched on the server: the wait shows under the field, the rest already listed. */
export const MembersLoading = meta.story({
  args: { initialQuery: '研发', memberStatus: 'loading' },
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args, globals }) => {
    const { headings, searching } = paletteWords(storyLocale(args, globals));
    const palette = await openedPalette();
    await expect(palette.getByRole('status')).toHaveTextContent(searching);
    await expect(palette.getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
    await expect(palette.getByRole('group', { name: headings.departments })).toBeVisible();
    await expect(palette.queryByRole('group', { name: headings.members })).toBeNull();
  },
});

/** The members found, with their account and departments. */
export const MembersFound = meta.story({
  args: { initialQuery: '张' },
  parameters: { ...visualParameters({ modes: ['phone', 'dark'] }) },
  play: async ({ args, globals }) => {
    const { headings } = paletteWords(storyLocale(args, globals));
    const palette = await openedPalette();
    const members = palette.getByRole('group', { name: headings.members });
    await expect(within(members).getAllByRole('option')).toHaveLength(2);
    await expect(within(members).getByRole('option', { name: /张敏/ })).toHaveTextContent(
      '138****0002 · 市场部 · 研发部',
    );
  },
});

/** Nothing matches: the palette says so, with what was typed. */
export const NoResults = meta.story({
  args: { initialQuery: '无此结果', noMemberFound: true },
  parameters: { ...visualParameters({ locales: ['th_TH'] }) },
  play: async () => {
    const palette = await openedPalette();
    await expect(palette.getByRole('status')).toHaveTextContent('无此结果');
    await expect(palette.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(palette.queryAllByRole('option')).toHaveLength(0);
  },
});

/** The member search failed: why, under the field; pages, departments and the rest still match. */
export const MemberSearchFailed = meta.story({
  args: { initialQuery: '研发', memberStatus: 'error' },
  parameters: { ...visualParameters({ modes: ['phone'] }) },
  play: async ({ args, globals }) => {
    const { headings, failed } = paletteWords(storyLocale(args, globals));
    const palette = await openedPalette();
    for (const line of failed.split('\n'))
      await expect(palette.getByRole('status')).toHaveTextContent(line);
    await expect(palette.getByRole('group', { name: headings.departments })).toBeVisible();
  },
});

/** Thai, the longest words: a long department and company wrap inside the options. */
export const ThaiLongLabels = meta.story({
  globals: { locale: 'th_TH' },
  args: { initialQuery: 'บ' },
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async () => {
    const palette = await openedPalette();
    await expect(palette.getByRole('group', { name: 'สลับบริษัท' })).toBeVisible();
    for (const option of palette.getAllByRole('option'))
      await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
  },
});
