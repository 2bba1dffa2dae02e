import { defineTokens } from '@chakra-ui/react';
import {
  CAPTCHA_GRID_SIZE,
  DIALOG_WIDTH,
  LEGACY_FRAME_HEIGHT,
  MEMBER_MODAL_WIDTH,
  RESET_MODAL_HEIGHT,
  RESET_MODAL_WIDTH,
} from '../../shared/constants';

const px = (value: number) => ({ value: `${value}px` });

/**
 * Font stacks. Screenshots depend on them, so every family named first is one the scripts install
 * from Debian (fonts-noto-core, fonts-noto-cjk, fonts-thai-tlwg); the platform families after them
 * serve real users on macOS and Windows. Noto Sans leads so Latin and Vietnamese share one design.
 */
const LATIN = '"Noto Sans", "Segoe UI", "Helvetica Neue", Arial';
const FALLBACK = 'system-ui, sans-serif';
export const fontStacks = {
  simplified: `${LATIN}, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Noto Sans Thai", ${FALLBACK}`,
  traditional: `${LATIN}, "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", ${FALLBACK}`,
  thai: `${LATIN}, "Noto Sans Thai", "Leelawadee UI", "Thonburi", "Loma", "Noto Sans CJK SC", ${FALLBACK}`,
  // Chinese in a monospace field (the member import's text box) gets a CJK family of the page's
  // script (--wb-mono-cjk, set per language in the theme's globalCss): with none named, Chromium
  // chose one itself, and not the same in every run.
  mono: '"Noto Sans Mono", "DejaVu Sans Mono", var(--wb-mono-cjk), ui-monospace, monospace',
};

export const tokens = defineTokens({
  colors: {
    // The suite's blue, as a full ramp so hover, active and subtle states come from one hue.
    brand: {
      50: { value: '#eef5ff' },
      100: { value: '#d9e8ff' },
      200: { value: '#bcd7ff' },
      300: { value: '#8ebdff' },
      400: { value: '#5998ff' },
      500: { value: '#3377ff' },
      600: { value: '#1b57f5' },
      700: { value: '#1443e1' },
      800: { value: '#1737b6' },
      900: { value: '#19348f' },
      950: { value: '#142257' },
    },
  },
  fonts: {
    body: { value: fontStacks.simplified },
    heading: { value: fontStacks.simplified },
    bodyTraditional: { value: fontStacks.traditional },
    bodyThai: { value: fontStacks.thai },
    mono: { value: fontStacks.mono },
  },
  sizes: {
    dialog: px(DIALOG_WIDTH),
    resetModalWidth: px(RESET_MODAL_WIDTH),
    resetModalHeight: px(RESET_MODAL_HEIGHT),
    memberModal: px(MEMBER_MODAL_WIDTH),
    captchaGrid: px(CAPTCHA_GRID_SIZE),
    legacyFrameHeight: px(LEGACY_FRAME_HEIGHT),
    header: { value: '56px' },
    /** min-width 0: lets a flex or grid child shrink below its content, so long text can truncate. */
    none: { value: '0' },
    /** The workbench's frame below the header: the navigation column runs the page's height. */
    belowHeader: { value: 'calc(100dvh - {sizes.header})' },
    /** A height that follows the content (a textarea's rows, a picture's ratio). */
    auto: { value: 'auto' },
  },
  spacing: {
    /** No offset: a sticky edge (top 0) or a responsive value that drops a gap at some breakpoint. */
    none: { value: '0' },
    /** Margins that centre a block in its row: the page's column (PageLayout). */
    auto: { value: 'auto' },
  },
  borders: {
    /** No border: a responsive value that drops one at some breakpoint. */
    none: { value: 'none' },
  },
  radii: {
    control: { value: '6px' },
    panel: { value: '10px' },
  },
});
