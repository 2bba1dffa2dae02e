import { useEffect, useState } from 'react';
import { CommandPaletteButton } from '../../../design-system/components/command-palette/command-palette-button';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';

// The palette, its lists and their calls wait for the first Ctrl+K or press of the button.
const CommandPaletteControl = lazyDialog(
  () => import('./command-palette-control'),
  'CommandPaletteControl',
);

/** Apple's platforms write the shortcut with ⌘; the others with Ctrl. */
function platformModifier(): 'meta' | 'ctrl' {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent) ? 'meta' : 'ctrl';
}

/** Ctrl+K, or ⌘+K: what opens the palette from anywhere, a field of the page included. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/**
 * The header's way into the command palette on every signed-in workbench page: its button, and
 * Ctrl+K (⌘+K on Apple's platforms) wherever the focus is. The palette stays mounted once opened,
 * so closing plays its animation and its lists stay in the cache.
 */
export function HeaderCommandPalette() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [modifier] = useState(platformModifier);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search field) gives way to the palette.
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <CommandPaletteButton modifier={modifier} expanded={open} onClick={show} />
      {wanted ? (
        <DialogSuspense>
          <CommandPaletteControl open={open} onOpenChange={(details) => setOpen(details.open)} />
        </DialogSuspense>
      ) : null}
    </>
  );
}
