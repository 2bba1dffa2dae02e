import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LegacyPage from '../../../../workbench/routes/legacy/legacy-page';
import { sameOriginPage } from '../../../../workbench/routes/legacy/same-origin-page';
import { paths } from '../../../../workbench/routes/paths';
import { renderPage } from '../self-service/render-page';

function open(url?: string) {
  const entry = url === undefined ? paths.legacy.path : paths.legacy.getHref(url).slice(1);
  renderPage(paths.legacy.path, <LegacyPage />, entry);
}

describe('sameOriginPage', () => {
  it('should take a page of the own origin, relative or absolute, as an absolute address', () => {
    expect(sameOriginPage('legacy-sample/index.html')).toBe(
      new URL('legacy-sample/index.html', document.baseURI).href,
    );
    expect(sameOriginPage(`${window.location.origin}/old/a.html?x=1`)).toBe(
      `${window.location.origin}/old/a.html?x=1`,
    );
  });

  it('should refuse another origin, another scheme and what is not an address', () => {
    for (const url of [
      'https://evil.example.com/page',
      '//evil.example.com/page',
      'javascript:alert(1)',
      'data:text/html,<h1>x</h1>',
      'http://[bad',
    ])
      expect(sameOriginPage(url)).toBeUndefined();
  });
});

describe('LegacyPage', () => {
  it('should show a same-origin page in the frame, under the spinner until it loads', () => {
    open('/old/settings.html');
    const frame = screen.getByTitle('Classic page');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/old/settings.html`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Classic page…');
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      `${window.location.origin}/old/settings.html`,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('should refuse a page of another origin with a message, and load nothing', () => {
    open('https://evil.example.com/phish');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page cannot be shown here: only pages of this site can be embedded.',
    );
    expect(screen.getByText('https://evil.example.com/phish')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('should say so when no page is named', () => {
    open();
    expect(screen.getByText('No page was named to show here.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
