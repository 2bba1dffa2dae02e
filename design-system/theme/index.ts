import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

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
    'html:lang(zh-TW)': { fontFamily: 'bodyTraditional' },
    'html:lang(th-TH)': { fontFamily: 'bodyThai', lineHeight: 'tall' },
  },
  theme: { tokens, semanticTokens },
});

/** The design system's Chakra system: pass it to ChakraProvider. */
export const system = createSystem(defaultConfig, config);
