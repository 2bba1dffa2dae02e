import type { I18n } from '@lingui/core';
import type { Decorator } from '@storybook/react-vite';
import { i18n } from '../design-system/i18n/catalog';

/**
 * Args that show the product's own copy (`parameters.messageArgs`, written with `productCopy` from
 * stories/design-system/fixtures/messages.ts): an arg that still holds its message's zh_CN text is
 * drawn as that message in the story's language, so a dialog's title speaks the language of its
 * buttons in every capture and on every docs page. Any other value is drawn as it is: a story's own
 * text (LongThai), an arg the story leaves out, a designer's edit in Controls.
 */
export const withMessageArgs: Decorator = (Story, { args, parameters, loaded }) => {
  const messages = parameters.messageArgs;
  if (!messages) return <Story />;
  // A docs page gives each story its own instance, in the story's language (preview's loaders).
  const instance = (loaded.i18n as I18n | undefined) ?? i18n;
  const drawn = Object.fromEntries(
    Object.entries(messages)
      .filter(([key, message]) => args[key] === message.text)
      .map(([key, message]) => [key, instance._(message.id, message.values)]),
  );
  return <Story args={{ ...args, ...drawn }} />;
};
