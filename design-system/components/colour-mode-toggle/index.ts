export { ColourModeToggle, type ColourModeToggleProps } from './colour-mode-toggle';
