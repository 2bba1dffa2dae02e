import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listboxSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens as chakraSemanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/**
 * Chakra's theme with only the recipes of the components we draw. Chakra's defaultConfig carries
 * all ~90 recipes (date pickers, colour pickers, code blocks...), a quarter of the app's entry
 * chunk; a component whose recipe is missing here renders unstyled, which the visual baselines
 * catch. Add a recipe when a new Chakra component comes into use.
 */
/**
 * A dialog or drawer on the app's raised surface, over a backdrop that dims the page in dark mode
 * too: Chakra's panel (gray.950) on its 50% black left the page behind as bright as the dialog.
 */
function onRaisedSurface<Recipe extends typeof dialogSlotRecipe | typeof drawerSlotRecipe>(
  recipe: Recipe,
): Recipe {
  const base = recipe.base ?? {};
  return {
    ...recipe,
    base: {
      ...base,
      backdrop: { ...base.backdrop, bg: 'surface.backdrop' },
      content: { ...base.content, bg: 'surface.panel' },
    },
  };
}

/**
 * Tabs keep to one row, and a name too long for its share of the row (Thai, or English on a phone)
 * breaks inside its own tab: Chakra's fixed trigger height let a second line run over the list's
 * underline, and a wrapping list put tabs on rows of their own.
 */
function wrappingTabs(recipe: typeof tabsSlotRecipe): typeof tabsSlotRecipe {
  const base = recipe.base ?? {};
  return {
    ...recipe,
    base: {
      ...base,
      trigger: { ...base.trigger, height: 'auto', minH: 'var(--tabs-height)', textAlign: 'center' },
    },
  };
}

/**
 * A menu, popover or list of options on the app's raised surface, edged in dark mode: Chakra's
 * panel there (gray.950) is the page's own colour, and a shadow does not show on a dark page, so an
 * open menu had no visible edge.
 */
function raisedPopup<
  Recipe extends
    | typeof menuSlotRecipe
    | typeof popoverSlotRecipe
    | typeof listboxSlotRecipe
    | typeof datePickerSlotRecipe,
>(recipe: Recipe): Recipe {
  const base = recipe.base ?? {};
  return {
    ...recipe,
    base: {
      ...base,
      content: {
        ...base.content,
        bg: 'surface.panel',
        _dark: { borderWidth: '1px', borderColor: 'border' },
      },
    },
  };
}

/**
 * Chakra's global styles with no custom property declared on every element. Its `*` rule sets 26:
 * 23 for the ring, filter and backdrop-filter utilities, which nothing here uses, and three
 * `--global-*` values, which resolve the same on every element (the colour mode's class is on the
 * root) and so are declared once on the root and inherited. Each element re-declared all of them
 * as it mounted: in a fling through 10,000 members that mounted its rows, a tenth of each
 * frame's style work (bench/components.ts).
 */
function withoutVarsOnEveryElement(styles: typeof globalCss): typeof globalCss {
  const everyElement: Record<string, unknown> = {};
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(styles['*'] as Record<string, unknown>)) {
    if (!name.startsWith('--')) everyElement[name] = value;
    else if (name.startsWith('--global-')) root[name] = value;
  }
  return { ...styles, '*': everyElement, ':root': root } as typeof globalCss;
}

// Chakra's own recipes are written against its loose tokens; our strict token typings (typegen)
// would reject them, so this part is typed as the plain config Chakra itself ships it as.
const chakraTheme = {
  preflight: true,
  globalCss: withoutVarsOnEveryElement(globalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: raisedPopup(datePickerSlotRecipe),
      dialog: onRaisedSurface(dialogSlotRecipe),
      drawer: onRaisedSurface(drawerSlotRecipe),
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      listbox: raisedPopup(listboxSlotRecipe),
      menu: raisedPopup(menuSlotRecipe),
      nativeSelect: nativeSelectSlotRecipe,
      popover: raisedPopup(popoverSlotRecipe),
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: wrappingTabs(tabsSlotRecipe),
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
} as SystemConfig;

const config = defineConfig({
  cssVarsPrefix: 'wb',
  strictTokens: true,
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      bg: 'surface.canvas',
      color: 'text.primary',
    },
    // Each script gets its own stack: Traditional Chinese glyphs differ from Simplified, and Thai
    // needs taller lines for its stacked vowels and tone marks.
    html: { '--wb-mono-cjk': '"Noto Sans Mono CJK SC"' },
    'html:lang(zh-TW)': {
      fontFamily: 'bodyTraditional',
      '--wb-mono-cjk': '"Noto Sans Mono CJK TC"',
    },
    'html:lang(th-TH)': { fontFamily: 'bodyThai', lineHeight: 'tall' },
  },
  theme: { tokens, semanticTokens },
});

/** The design system's Chakra system: pass it to ChakraProvider. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
