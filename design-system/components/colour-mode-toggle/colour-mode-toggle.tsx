import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MoonIcon, SunIcon } from '../../icons';
import type { ColourMode } from '../../theme/colour-mode';

export interface ColourModeToggleProps {
  /** The mode the page shows now. */
  mode: ColourMode;
  /** Asks for the other mode. */
  onChange: (mode: ColourMode) => void;
}

/**
 * The header's dark-mode switch: a toggle button, pressed while the page is dark. Its icon shows
 * the mode a press leads to, as most products' switches do.
 */
export function ColourModeToggle({ mode, onChange }: ColourModeToggleProps) {
  const { t } = useLingui();
  const dark = mode === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t({ id: 'colourMode.dark', message: 'Dark mode' })}
      aria-pressed={dark}
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

ColourModeToggle.displayName = 'ColourModeToggle';
