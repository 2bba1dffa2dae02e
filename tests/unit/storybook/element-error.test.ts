import { afterEach, describe, expect, it } from 'vitest';
import { shownText, storyElementError } from '../../../.storybook/element-error';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('storyElementError', () => {
  it('should name the query and the text of each open dialog', () => {
    document.body.innerHTML = `
      <div class="sb-wrapper">Storybook's own</div>
      <div id="storybook-root"><button>去认证</button></div>
      <div role="dialog"><h2>企业认证</h2>  <p>请添加营业执照</p></div>`;
    const error = storyElementError('Unable to find role="dialog"');
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message.split('\n')[0]).toBe('Unable to find role="dialog"');
    expect(error.message).toContain('[dialog] 企业认证 请添加营业执照');
    expect(error.message).not.toContain('去认证');
    // A findBy that times out passes the message through once more; it is shown once.
    expect(storyElementError(error.message).message).toBe(error.message);
  });

  it("should show the story's text when no dialog is open, and never more than 2,000 characters", () => {
    document.body.innerHTML = `<div id="storybook-root"><p>${'长'.repeat(3000)}</p></div>`;
    const text = shownText(document);
    expect(text.startsWith('[story] 长')).toBe(true);
    expect(text).toHaveLength(2000);
  });
});
