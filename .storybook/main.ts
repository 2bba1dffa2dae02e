import { defineMain } from '@storybook/react-vite/node';

/** vite.config.ts's plugins that serve the app (the sandbox, the security headers), not Storybook. */
const APP_SERVER_PLUGINS = new Set(['workbench-sandbox', 'workbench-security-headers']);

export default defineMain({
  framework: '@storybook/react-vite',
  // STORYBOOK_STORIES (comma-separated globs relative to .storybook/) builds only some stories,
  // for a quick check of one component; unset, every story is built.
  stories: process.env.STORYBOOK_STORIES?.split(',') ?? [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // The MSW worker lives in public/ (npx msw init public).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props table reads the TypeScript types: react-docgen left imported types "unknown" and
  // printed each JSDoc @default as text. Props inherited from Chakra and React stay out of the table.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  // The workbench's base path is for the app; Storybook serves from its own root.
  // Storybook is a test environment of the API client (docs/product.md §9: 5 min there): a call a
  // loading story holds back must not time out, and toast, in the stories shown after it.
  // The app's servers' plugins stay out: here MSW's worker answers /workbench/api/, and the sandbox
  // as middleware would answer the sources under workbench/api/ that Storybook serves at that path.
  viteFinal: (config) => ({
    ...config,
    plugins: config.plugins?.filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          APP_SERVER_PLUGINS.has(plugin.name)
        ),
    ),
    base: './',
    define: { ...config.define, 'import.meta.env.MODE': JSON.stringify('test') },
  }),
});
