// Catalogues are imported as modules: @lingui/vite-plugin compiles a whole one (the benchmarks'
// floor), scripts/lib/catalog-parts.ts one of its two parts (the app).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=first' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
