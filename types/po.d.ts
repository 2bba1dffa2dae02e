// Catalogues are imported as modules; @lingui/vite-plugin compiles them at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
