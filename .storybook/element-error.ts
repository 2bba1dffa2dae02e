/**
 * The error a failed query in a play throws. Testing Library's own prints the DOM from the body
 * down and stops at 7,000 characters, inside Storybook's hidden wrappers, so a CI log never showed
 * what the story drew (the corps page's Certify, failed in a run of 2026-12-01).
 * This one names the query's message, then the text of each open dialog, or else the story's.
 */
const SHOWN_LIMIT = 2000;

export function shownText(document: Document): string {
  const dialogs = [
    ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ];
  const parts = dialogs.length > 0 ? dialogs : [document.getElementById('storybook-root')];
  return parts
    .filter((part): part is HTMLElement => part !== null)
    .map((part) => {
      // jsdom has no innerText; a browser's leaves out what is hidden.
      const text = (part.innerText ?? part.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `[${part.getAttribute('role') ?? 'story'}] ${text}`;
    })
    .join('\n')
    .slice(0, SHOWN_LIMIT);
}

const SHOWN_HEADING = 'What the page shows (its open dialogs, or else the story):';

export function storyElementError(message: string | null): Error {
  // A findBy that times out passes its query's message through here a second time.
  const error = new Error(
    message?.includes(SHOWN_HEADING)
      ? message
      : `${message ?? ''}\n\n${SHOWN_HEADING}\n${shownText(document)}`,
  );
  error.name = 'TestingLibraryElementError';
  return error;
}
