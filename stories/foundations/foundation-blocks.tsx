import { ChakraProvider } from '@chakra-ui/react';
import { ColorItem, ColorPalette, IconGallery, IconItem } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
import * as icons from '../../design-system/icons';
import { system } from '../../design-system/theme';
import { semanticTokens } from '../../design-system/theme/semantic-tokens';
import { tokens } from '../../design-system/theme/tokens';
import { references, resolve, tokensOf, withPixels, type Mode } from './theme-tokens';

/** One line in every script the workbench shows, so a stack's gaps show at once. */
const SAMPLE = '工作台 工作臺 Workbench พื้นที่ทำงาน Bàn làm việc 0123456789';

/** Dotted names of the leaves (objects with a value) of a token definition. */
function leafNames(definition: object, prefix = ''): string[] {
  return Object.entries(definition).flatMap(([key, entry]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return entry && typeof entry === 'object' && !('value' in entry)
      ? leafNames(entry as object, name)
      : [name];
  });
}

const OWN_COLOURS = leafNames(semanticTokens.colors ?? {});

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #e4e4e7',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function TokenTable({ heads, rows }: { heads: string[]; rows: [string, ...ReactNode[]][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} style={cell}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...rest]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            {rest.map((content, index) => (
              <td key={index} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SemanticSwatches({ names }: { names: string[] }) {
  return (
    <ColorPalette>
      {names.map((name) => (
        <ColorItem
          key={name}
          title={name}
          subtitle={references(`colors.${name}`)}
          colors={{
            Light: resolve(`colors.${name}`, 'light'),
            Dark: resolve(`colors.${name}`, 'dark'),
          }}
        />
      ))}
    </ColorPalette>
  );
}

/** The workbench's own semantic colours (design-system/theme/semantic-tokens.ts), light beside dark. */
export function OwnColours() {
  return <SemanticSwatches names={OWN_COLOURS} />;
}

/** Chakra's semantic colours its recipes paint with (bg, fg, border), where ours do not replace them. */
export function ChakraColours() {
  const names = tokensOf('colors')
    .filter(
      (token) => token.extensions.conditions && /^(bg|fg|border)\b/.test(token.extensions.prop),
    )
    .map((token) => token.extensions.prop)
    .filter((name) => !OWN_COLOURS.includes(name));
  return <SemanticSwatches names={names} />;
}

/** Every ramp the semantic colours above point into, step by step. */
export function Palettes() {
  const used = new Set(
    tokensOf('colors').flatMap((token) =>
      Object.values(token.extensions.conditions ?? {}).flatMap((value) =>
        [...String(value).matchAll(/\{colors\.(\w+)\.\d+/g)].map((match) => match[1] ?? ''),
      ),
    ),
  );
  return (
    <ColorPalette>
      {[...used].sort().map((palette) => (
        <ColorItem
          key={palette}
          title={palette}
          subtitle={palette === 'brand' ? 'The suite’s blue (theme/tokens.ts)' : 'Chakra’s ramp'}
          colors={Object.fromEntries(
            tokensOf('colors')
              .filter((token) => new RegExp(`^${palette}\\.\\d+$`).test(token.extensions.prop))
              .map((token): [string, string] => [
                token.extensions.prop.split('.')[1] ?? '',
                token.value,
              ]),
          )}
        />
      ))}
    </ColorPalette>
  );
}

export function FontStacks() {
  return (
    <TokenTable
      heads={['Token', 'Sample', 'Stack']}
      rows={tokensOf('fonts').map((token) => [
        token.extensions.prop,
        <span style={{ fontFamily: token.value, fontSize: 18 }}>{SAMPLE}</span>,
        <small>{token.value}</small>,
      ])}
    />
  );
}

export function FontSizes() {
  return (
    <TokenTable
      heads={['Token', 'Size', 'Sample']}
      rows={tokensOf('fontSizes').map((token) => [
        token.extensions.prop,
        withPixels(token.value),
        <span
          style={{
            fontFamily: resolve('fonts.body', 'light'),
            fontSize: token.value,
            lineHeight: 1.3,
          }}
        >
          工作台 Workbench
        </span>,
      ])}
    />
  );
}

export function FontWeightsAndLineHeights() {
  const body = resolve('fonts.body', 'light');
  return (
    <TokenTable
      heads={['Token', 'Value', 'Sample']}
      rows={[
        ...tokensOf('fontWeights').map((token): [string, ...ReactNode[]] => [
          `fontWeights.${token.extensions.prop}`,
          token.value,
          <span style={{ fontFamily: body, fontWeight: token.value }}>工作台 Workbench</span>,
        ]),
        ...tokensOf('lineHeights').map((token): [string, ...ReactNode[]] => [
          `lineHeights.${token.extensions.prop}`,
          token.value,
          <span
            style={{ display: 'block', maxWidth: 160, fontFamily: body, lineHeight: token.value }}
          >
            พื้นที่ทำงาน Bàn làm việc 工作台
          </span>,
        ]),
      ]}
    />
  );
}

export function SpacingScale() {
  const steps = tokensOf('spacing')
    .filter((token) => token.value.endsWith('rem'))
    .sort((a, b) => parseFloat(a.value) - parseFloat(b.value));
  return (
    <TokenTable
      heads={['Token', 'Value', '']}
      rows={steps.map((token) => [
        token.extensions.prop,
        withPixels(token.value),
        <span
          style={{
            display: 'block',
            width: token.value,
            height: 12,
            background: resolve('colors.brand.solid', 'light'),
          }}
        />,
      ])}
    />
  );
}

export function Radii() {
  return (
    <TokenTable
      heads={['Token', 'Value', '']}
      rows={tokensOf('radii').map((token) => [
        token.extensions.prop,
        withPixels(resolve(`radii.${token.extensions.prop}`, 'light')),
        <span
          style={{
            display: 'block',
            width: 64,
            height: 40,
            border: `2px solid ${resolve('colors.brand.solid', 'light')}`,
            borderRadius: resolve(`radii.${token.extensions.prop}`, 'light'),
          }}
        />,
      ])}
    />
  );
}

function ShadowPanel({ mode }: { mode: Mode }) {
  return (
    <div
      style={{
        flex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 24,
        padding: 24,
        borderRadius: 10,
        background: resolve('colors.surface.canvas', mode),
        color: resolve('colors.text.primary', mode),
      }}
    >
      <strong style={{ width: '100%' }}>{mode === 'light' ? 'Light' : 'Dark'}</strong>
      {tokensOf('shadows').map((token) => (
        <div
          key={token.extensions.prop}
          style={{
            width: 96,
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: resolve('radii.panel', mode),
            background: resolve('colors.surface.panel', mode),
            boxShadow: resolve(`shadows.${token.extensions.prop}`, mode),
          }}
        >
          <code>{token.extensions.prop}</code>
        </div>
      ))}
    </div>
  );
}

/** Shadows on the workbench's panel and canvas colours, each mode with its own shadow values. */
export function Shadows() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <ShadowPanel mode="light" />
      <ShadowPanel mode="dark" />
    </div>
  );
}

/** The fixed sizes the specification gives (design-system/theme/tokens.ts), in px. */
export function NamedSizes() {
  return (
    <TokenTable
      heads={['Token', 'Value']}
      rows={Object.keys(tokens.sizes ?? {}).map((name) => [
        `sizes.${name}`,
        withPixels(resolve(`sizes.${name}`, 'light')),
      ])}
    />
  );
}

/** Every icon design-system/icons exports, drawn by the theme (Chakra's Icon needs its provider). */
export function Icons() {
  // LineIcon is the empty frame the others are drawn on.
  const drawn = Object.entries(icons).filter(([name]) => name !== 'LineIcon');
  return (
    <ChakraProvider value={system}>
      <IconGallery>
        {drawn.map(([name, Icon]) => (
          <IconItem key={name} name={name}>
            <Icon boxSize="6" />
          </IconItem>
        ))}
      </IconGallery>
    </ChakraProvider>
  );
}
