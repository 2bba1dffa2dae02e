import { setupI18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withMessageArgs } from '../../../.storybook/message-args';
import { productCopy } from '../../../stories/design-system/fixtures/messages';

const COPY = productCopy({
  title: { id: 'corps.delete.title', text: '删除企业' },
  description: { id: 'corps.delete.description', values: { name: 'Acme' }, text: 'Acme 将被删除' },
});

/** A story's language: the catalogue instance a docs page hands each story. */
const thai = setupI18n();
thai.loadAndActivate({
  locale: 'th_TH',
  messages: { 'corps.delete.title': 'ลบบริษัท', 'corps.delete.description': 'จะลบ {name}' },
});

/** The args the decorator hands the story, for these args. */
function drawnArgs(args: Record<string, unknown>) {
  const Story = () => null;
  const context = { args, parameters: COPY.parameters, loaded: { i18n: thai } };
  const element = (withMessageArgs as (story: unknown, context: unknown) => ReactElement)(
    Story,
    context,
  );
  return (element.props as { args?: Record<string, unknown> }).args;
}

describe('productCopy', () => {
  it('should give the story each message zh_CN text as its arg', () => {
    expect(COPY.args).toEqual({ title: '删除企业', description: 'Acme 将被删除' });
    expect(COPY.parameters.messageArgs.title.id).toBe('corps.delete.title');
  });
});

describe('withMessageArgs', () => {
  it('should draw an arg that holds its zh_CN text as the message in the story language', () => {
    expect(drawnArgs({ ...COPY.args, open: true })).toEqual({
      title: 'ลบบริษัท',
      description: 'จะลบ Acme',
      open: true,
    });
  });

  it("should keep a story's own text, an edit in Controls and an arg the story leaves out", () => {
    expect(drawnArgs({ title: 'A long Thai title of its own', description: undefined })).toEqual({
      title: 'A long Thai title of its own',
      description: undefined,
    });
  });

  it('should leave a story without message args alone', () => {
    const Story = () => null;
    const element = (withMessageArgs as (story: unknown, context: unknown) => ReactElement)(Story, {
      args: { title: '删除企业' },
      parameters: {},
      loaded: {},
    });
    expect((element.props as { args?: unknown }).args).toBeUndefined();
  });
});
