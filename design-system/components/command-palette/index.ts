export { CommandPalette } from './command-palette';
export type { CommandPaletteProps } from './command-palette';
export { CommandPaletteButton } from './command-palette-button';
export type { CommandPaletteButtonProps } from './command-palette-button';
export { foldForMatch, matchesQuery, moveActive, visibleGroups } from './palette-match';
export type {
  CommandPaletteGroup,
  CommandPaletteGroupStatus,
  CommandPaletteItem,
} from './palette-match';
