import { defineSemanticTokens } from '@chakra-ui/react';

/** Light and dark values for everything a component paints; components never name a raw colour. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    // The palette contract Chakra's recipes read when colorPalette="brand".
    brand: {
      solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
      contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
      fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
      focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
    },
    surface: {
      canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      panel: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
      header: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
      // Behind a dialog or drawer: on a dark page, half black hardly dimmed it.
      backdrop: { value: { _light: '{colors.blackAlpha.500}', _dark: '{colors.blackAlpha.700}' } },
    },
    // Chakra's red.500 on white is 3.8:1, under the 4.5:1 that small error text needs (axe
    // color-contrast); red.700 is 6.5:1.
    fg: {
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    },
    text: {
      primary: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      secondary: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
  },
});
