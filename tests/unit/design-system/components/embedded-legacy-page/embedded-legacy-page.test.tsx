import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EmbeddedLegacyPage,
  hideSelectorsCss,
  INJECTED_STYLE_ATTRIBUTE,
  LEGACY_CHROME_CSS,
  LEGACY_CHROME_SELECTORS,
  type EmbeddedLegacyPageProps,
} from '../../../../../design-system/components/embedded-legacy-page';
import { sameOriginDocument } from '../../../../../design-system/components/embedded-legacy-page/legacy-frame';
import { renderWithProviders } from '../../../helpers/render';

const TITLE = 'Account settings';
const SRC = 'legacy-sample/index.html';

/**
 * jsdom neither fetches a frame's page nor fires its load: each test writes the legacy page into
 * the frame's (same-origin) document itself and fires load, as the browser would.
 */
function renderPage(props: Partial<EmbeddedLegacyPageProps> = {}) {
  const onLoad = vi.fn();
  let setProps: (next: EmbeddedLegacyPageProps) => void = () => {};
  const initial: EmbeddedLegacyPageProps = { src: SRC, title: TITLE, onLoad, ...props };
  // The props live in a parent's state, as in the app: a new value re-renders the same frame.
  function Parent() {
    const [current, setCurrent] = useState(initial);
    setProps = setCurrent;
    return <EmbeddedLegacyPage {...current} />;
  }
  renderWithProviders(<Parent />);
  const frame = screen.getByTitle<HTMLIFrameElement>(TITLE);
  const rerender = (next: Partial<EmbeddedLegacyPageProps>) =>
    act(() => setProps({ ...initial, ...next }));
  return { frame, onLoad, rerender };
}

function writeLegacyPage(frame: HTMLIFrameElement) {
  const document = frame.contentDocument!;
  const root = document.documentElement ?? document.appendChild(document.createElement('html'));
  root.innerHTML =
    '<head><style>header { display: block }</style></head>' +
    '<body><header>Legacy header</header><main><h1>Settings</h1></main></body>';
  return document;
}

/** A frame whose page is from another origin: the browser throws on any reach into it. */
function makeCrossOrigin(frame: HTMLIFrameElement) {
  const refuse = () => {
    throw new DOMException(
      'Blocked a frame with origin from accessing a cross-origin frame.',
      'SecurityError',
    );
  };
  const crossOriginWindow = {
    get document() {
      return refuse();
    },
    location: {
      get reload() {
        return refuse();
      },
    },
  };
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    get: () => crossOriginWindow,
  });
}

const spinnerText = () => screen.queryByText(`Loading ${TITLE}…`);

describe('EmbeddedLegacyPage', () => {
  it('should name the frame with its title and give it the legacy frame height', () => {
    const { frame } = renderPage();
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAccessibleName(TITLE);
    expect(getComputedStyle(frame.parentElement!).height).toBe(
      'var(--wb-sizes-legacy-frame-height)',
    );
  });

  it('should show the spinner in a live region until the page loads', () => {
    const { frame, onLoad } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${TITLE}…`);
    expect(frame.parentElement).toHaveAttribute('aria-busy', 'true');
    writeLegacyPage(frame);
    fireEvent.load(frame);
    expect(spinnerText()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(frame.parentElement).not.toHaveAttribute('aria-busy');
    expect(onLoad).toHaveBeenCalledWith({ sameOrigin: true });
  });

  it('should inject the style that hides the legacy chrome into a same-origin page', () => {
    const { frame } = renderPage();
    const document = writeLegacyPage(frame);
    fireEvent.load(frame);
    const styles = document.querySelectorAll(`style[${INJECTED_STYLE_ATTRIBUTE}]`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(LEGACY_CHROME_CSS);
    // Last in the head: it wins over the page's own rules.
    expect(document.head.lastElementChild).toBe(styles[0]);
    expect(document.defaultView!.getComputedStyle(document.querySelector('header')!).display).toBe(
      'none',
    );
  });

  it('should inject the given css instead, and nothing for an empty one', () => {
    const custom = renderPage({ injectedCss: '.legacy-banner { display: none; }' });
    const document = writeLegacyPage(custom.frame);
    fireEvent.load(custom.frame);
    expect(document.querySelector(`style[${INJECTED_STYLE_ATTRIBUTE}]`)).toHaveTextContent(
      '.legacy-banner { display: none; }',
    );
    custom.rerender({ injectedCss: '' });
    const empty = writeLegacyPage(custom.frame);
    fireEvent.load(custom.frame);
    expect(empty.querySelector(`style[${INJECTED_STYLE_ATTRIBUTE}]`)).toBeNull();
  });

  it('should show the spinner again when the page in the frame unloads', () => {
    const { frame, onLoad } = renderPage();
    writeLegacyPage(frame);
    fireEvent.load(frame);
    act(() => {
      frame.contentWindow!.dispatchEvent(new Event('pagehide'));
    });
    expect(spinnerText()).toBeInTheDocument();
    writeLegacyPage(frame);
    fireEvent.load(frame);
    expect(spinnerText()).not.toBeInTheDocument();
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('should stop listening to a window once the frame has loaded another', () => {
    const { frame } = renderPage();
    writeLegacyPage(frame);
    const firstWindow = frame.contentWindow!;
    const removeListener = vi.spyOn(firstWindow, 'removeEventListener');
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(removeListener).toHaveBeenCalledWith('pagehide', expect.any(Function));
  });

  it('should show the spinner and reload the page on a refresh event', () => {
    const { frame, rerender } = renderPage({ refreshSignal: 0 });
    writeLegacyPage(frame);
    fireEvent.load(frame);
    const reload = vi.fn();
    const document = frame.contentDocument;
    Object.defineProperty(frame, 'contentWindow', {
      configurable: true,
      get: () => ({ document, location: { reload } }),
    });

    rerender({ refreshSignal: 0 });
    expect(reload).not.toHaveBeenCalled();
    expect(spinnerText()).not.toBeInTheDocument();

    rerender({ refreshSignal: 1 });
    expect(spinnerText()).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.load(frame);
    expect(spinnerText()).not.toBeInTheDocument();
  });

  it('should show the spinner for a new src', () => {
    const { frame, rerender } = renderPage();
    writeLegacyPage(frame);
    fireEvent.load(frame);
    rerender({ src: 'legacy-sample/page-2.html' });
    expect(frame).toHaveAttribute('src', 'legacy-sample/page-2.html');
    expect(spinnerText()).toBeInTheDocument();
  });

  it('should skip the injection on a cross-origin page, and reload it by loading src again', () => {
    const { frame, onLoad, rerender } = renderPage({ refreshSignal: 0 });
    makeCrossOrigin(frame);
    expect(() => fireEvent.load(frame)).not.toThrow();
    expect(spinnerText()).not.toBeInTheDocument();
    expect(onLoad).toHaveBeenCalledWith({ sameOrigin: false });

    const setAttribute = vi.spyOn(frame, 'setAttribute');
    rerender({ refreshSignal: 1 });
    expect(spinnerText()).toBeInTheDocument();
    expect(setAttribute).toHaveBeenCalledWith('src', SRC);
  });
});

describe('sameOriginDocument', () => {
  it('should not swallow an error other than the browser refusing access', () => {
    const frame = document.createElement('iframe');
    Object.defineProperty(frame, 'contentWindow', {
      get: () => {
        throw new TypeError('broken');
      },
    });
    expect(() => sameOriginDocument(frame)).toThrow('broken');
  });
});

describe('hideSelectorsCss', () => {
  it('should hide the default chrome: top-level header, nav and footer', () => {
    expect(LEGACY_CHROME_SELECTORS).toEqual(
      expect.arrayContaining(['body > header', 'body > nav', 'body > footer']),
    );
  });

  it('should hide every selector given, and be empty for none', () => {
    const selector = fc.stringMatching(/^[#.]?[a-z][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(selector, { minLength: 1, maxLength: 8 }), (selectors) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(hideSelectorsCss(selectors));
        expect(sheet.cssRules).toHaveLength(1);
        const rule = sheet.cssRules[0] as CSSStyleRule;
        expect(rule.style.getPropertyValue('display')).toBe('none');
        expect(rule.style.getPropertyPriority('display')).toBe('important');
        for (const item of selectors) expect(rule.selectorText).toContain(item);
      }),
    );
    expect(hideSelectorsCss([])).toBe('');
    expect(hideSelectorsCss(['  ', ''])).toBe('');
  });
});
