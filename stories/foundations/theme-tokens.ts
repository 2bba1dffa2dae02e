import { system } from '../../design-system/theme';

/** The Foundations pages read the built system, so a token changed in the theme changes them. */
export type Mode = 'light' | 'dark';

interface Conditions {
  base?: string;
  _light?: string;
  _dark?: string;
}

interface ThemeToken {
  name: string;
  value: string;
  originalValue?: string;
  extensions: { category: string; prop: string; conditions?: Conditions };
}

/** A category's tokens in the theme's order, negative spacing and Chakra's colorPalette slots left out. */
export function tokensOf(category: string): ThemeToken[] {
  const tokens = system.tokens.categoryMap.get(category);
  return [...(tokens?.values() ?? [])].filter(
    (token) =>
      !token.extensions.prop.startsWith('-') && !token.extensions.prop.startsWith('colorPalette'),
  ) as ThemeToken[];
}

/** A semantic token's raw value in one mode: `_light` or `base`, `_dark` or the light one. */
function valueIn(token: ThemeToken, mode: Mode): string {
  const conditions = token.extensions.conditions;
  if (!conditions) return String(token.originalValue ?? token.value);
  const light = conditions._light ?? conditions.base ?? token.value;
  return mode === 'dark' ? (conditions._dark ?? light) : light;
}

/** `{colors.gray.900/10}` or `{black/64}`: a token reference, with an optional opacity. */
const REFERENCE = /\{([^}/]+)(?:\/(\d+))?\}/g;

/**
 * The CSS a token paints with in one mode, with every reference followed to its raw value:
 * the app reads these through CSS variables that hold one mode at a time, and a swatch page shows
 * both at once.
 */
export function resolve(name: string, mode: Mode): string {
  const token = system.tokens.getByName(name) as ThemeToken | undefined;
  if (!token) return name;
  return valueIn(token, mode).replace(REFERENCE, (_, path: string, opacity?: string) => {
    const target = path.includes('.') ? path : `${token.extensions.category}.${path}`;
    const colour = resolve(target, mode);
    return opacity ? `color-mix(in srgb, ${colour} ${opacity}%, transparent)` : colour;
  });
}

/** The tokens a semantic token points at in each mode, as `brand.600 / brand.400`. */
export function references(name: string): string {
  const token = system.tokens.getByName(name) as ThemeToken | undefined;
  if (!token) return '';
  const pointed = (mode: Mode) => valueIn(token, mode).replace(/\{colors\.([^}]+)\}/g, '$1');
  const light = pointed('light');
  const dark = pointed('dark');
  return light === dark ? light : `${light} / ${dark}`;
}

/** rem and px as a designer reads them: `1.5rem (24px)`. */
export function withPixels(value: string): string {
  const rem = /^(-?[\d.]+)rem$/.exec(value);
  return rem ? `${value} (${Number(rem[1]) * 16}px)` : value;
}
