import { Button, ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';
import { AppDialog, type AppDialogProps } from '../../../../../design-system/components/app-dialog';
import { system } from '../../../../../design-system/theme';

/**
 * jsdom lays nothing out, so the focus trap's visibility test (a client rect) fails for every
 * element and focus would fall back to the dialog itself: for the suite that calls this,
 * connected elements get one rect.
 */
export function stubClientRects() {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (this.isConnected ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });
}

// No catalogue: the macro keeps the English source message, which Lingui falls back to.
export const english = setupI18n();
english.loadAndActivate({ locale: 'en_US', messages: {} });

// A catalogue with the ids this component reads, as the compiled zh_CN catalogue has them.
export const chinese = setupI18n();
chinese.loadAndActivate({
  locale: 'zh_CN',
  messages: {
    'dialog.confirm': '确定',
    'dialog.cancel': '取消',
    'dialog.close': '关闭',
    'dialog.acknowledge': '知道了',
  },
});

export function renderWith(ui: ReactNode, i18n: I18n = english) {
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );
  return { user, ...view };
}

export function renderDialog(props: Partial<AppDialogProps> = {}, i18n?: I18n) {
  return renderWith(
    <AppDialog title="编辑部门" open {...props}>
      {props.children ?? <p>部门名称将显示在成员资料中。</p>}
    </AppDialog>,
    i18n,
  );
}

/** A page with a button that opens a controlled dialog, as the workbench uses it. */
export function OpenerPage(props: Partial<AppDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <AppDialog title="编辑部门" {...props} open={open} onOpenChange={({ open }) => setOpen(open)}>
        <p>部门名称将显示在成员资料中。</p>
      </AppDialog>
    </>
  );
}

/**
 * A modal dialog turns off pointer events on the page below; the browser then hands a click on
 * the mask to the document, which is what the dialog listens to. user-event refuses such clicks.
 */
export const maskUser = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The full-screen layer around the dialog: a click there lands outside the dialog, on the mask. */
export async function findMask() {
  const dialog = await screen.findByRole('dialog');
  const mask = dialog.parentElement;
  if (!mask) throw new Error('the dialog has no positioner');
  return mask;
}
