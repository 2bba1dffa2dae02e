import { useLingui } from '@lingui/react';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { MessageArg } from '../types/storybook';

interface MessageArgsProps {
  Story: ComponentType<{ args?: Record<string, unknown> }>;
  args: Record<string, unknown>;
  messages: Record<string, MessageArg>;
}

/**
 * Draws the args from the story's I18nProvider (a docs page gives each story its own, in the
 * story's language), read through its context: when that provider's language changes, the args
 * are drawn again in the new one.
 */
function MessageArgs({ Story, args, messages }: MessageArgsProps) {
  const { i18n } = useLingui();
  const drawn = Object.fromEntries(
    Object.entries(messages)
      .filter(([key, message]) => args[key] === message.text)
      .map(([key, message]) => [key, i18n._(message.id, message.values)]),
  );
  return <Story args={{ ...args, ...drawn }} />;
}

/**
 * Args that show the product's own copy (`parameters.messageArgs`, written with `productCopy` from
 * stories/design-system/fixtures/messages.ts): an arg that still holds its message's zh_CN text is
 * drawn as that message in the story's language, so a dialog's title speaks the language of its
 * buttons in every capture and on every docs page. Any other value is drawn as it is: a story's own
 * text (LongThai), an arg the story leaves out, a designer's edit in Controls.
 */
export const withMessageArgs: Decorator = (Story, { args, parameters }) => {
  const messages = parameters.messageArgs;
  if (!messages) return <Story />;
  return <MessageArgs Story={Story} args={args} messages={messages} />;
};
