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
    },
    text: {
      primary: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      secondary: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
  },
});
