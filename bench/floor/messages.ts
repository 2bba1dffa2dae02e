import type { Messages } from '@lingui/core';

/** The floor's catalogue: its two messages, as Lingui compiles them. */
export const messages: Messages = { 'signIn.title': 'Sign in', 'signIn.submit': 'Sign in' };
