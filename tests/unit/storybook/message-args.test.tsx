import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withMessageArgs } from '../../../.storybook/message-args';
import { productCopy } from '../../../stories/design-system/fixtures/messages';

const COPY = productCopy({
  title: { id: 'corps.delete.title', text: '删除企业' },
  description: { id: 'corps.delete.description', values: { name: 'Acme' }, text: 'Acme 将被删除' },
});

/** A story's language: the catalogue instance a docs page hands each story. */
function thaiInstance() {
  const instance = setupI18n();
  instance.loadAndActivate({
    locale: 'th_TH',
    messages: { 'corps.delete.title': 'ลบบริษัท', 'corps.delete.description': 'จะลบ {name}' },
  });
  return instance;
}

/** Renders the decorated story in `instance`'s provider; `drawn()` is the args the story last got. */
function renderDecorated(
  args: Record<string, unknown>,
  parameters: Record<string, unknown> = COPY.parameters,
  instance = thaiInstance(),
) {
  let last: Record<string, unknown> | undefined;
  const Story = (props: { args?: Record<string, unknown> }) => {
    last = props.args;
    return null;
  };
  const decorate = withMessageArgs as (story: unknown, context: unknown) => ReactElement;
  render(<I18nProvider i18n={instance}>{decorate(Story, { args, parameters })}</I18nProvider>);
  return { instance, drawn: () => last };
}

describe('productCopy', () => {
  it('should give the story each message zh_CN text as its arg', () => {
    expect(COPY.args).toEqual({ title: '删除企业', description: 'Acme 将被删除' });
    expect(COPY.parameters.messageArgs.title.id).toBe('corps.delete.title');
  });
});

describe('withMessageArgs', () => {
  it('should draw an arg that holds its zh_CN text as the message in the story language', () => {
    expect(renderDecorated({ ...COPY.args, open: true }).drawn()).toEqual({
      title: 'ลบบริษัท',
      description: 'จะลบ Acme',
      open: true,
    });
  });

  it("should keep a story's own text, an edit in Controls and an arg the story leaves out", () => {
    expect(
      renderDecorated({ title: 'A long Thai title of its own', description: undefined }).drawn(),
    ).toEqual({
      title: 'A long Thai title of its own',
      description: undefined,
    });
  });

  it('should draw the args again when the story language changes in place', () => {
    const { instance, drawn } = renderDecorated({ ...COPY.args });
    act(() =>
      instance.loadAndActivate({
        locale: 'en_US',
        messages: {
          'corps.delete.title': 'Delete company',
          'corps.delete.description': 'Deletes {name}',
        },
      }),
    );
    expect(drawn()).toEqual({ title: 'Delete company', description: 'Deletes Acme' });
  });

  it('should leave a story without message args alone', () => {
    const { drawn } = renderDecorated({ title: '删除企业' }, {});
    expect(drawn()).toBeUndefined();
  });
});
