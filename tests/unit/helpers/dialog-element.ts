/**
 * jsdom has no modal dialogs (HTMLDialogElement's showModal and close): showModal opens the
 * dialog, and close closes it and fires `close`, as a browser does.
 */
export function polyfillDialogElement(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
  if (typeof dialog.close !== 'function') {
    dialog.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  }
}
