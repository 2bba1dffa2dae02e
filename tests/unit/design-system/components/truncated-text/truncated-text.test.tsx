import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TruncatedText } from '../../../../../design-system/components/truncated-text';
import { renderWithProviders } from '../../../helpers/render';

const NAME = 'บริษัท ตัวอย่างการบัญชีและซอฟต์แวร์องค์กร จำกัด (มหาชน) สาขากรุงเทพมหานคร';

/** jsdom has no layout: give the text the widths a browser would measure. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TruncatedText', () => {
  it('should show the whole name in a tooltip on hover when it is cut', async () => {
    layout(600, 200);
    renderWithProviders(<TruncatedText>{NAME}</TruncatedText>);
    fireEvent.pointerEnter(screen.getByText(NAME));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('should show no tooltip when the name fits', () => {
    layout(200, 200);
    renderWithProviders(<TruncatedText>张伟</TruncatedText>);
    fireEvent.pointerEnter(screen.getByText('张伟'));
    fireEvent.focus(screen.getByText('张伟'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should show the tooltip on focus too, and hide it again on blur', async () => {
    layout(600, 200);
    renderWithProviders(<TruncatedText tabIndex={0}>{NAME}</TruncatedText>);
    fireEvent.focus(screen.getByText(NAME));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(screen.getByText(NAME, { selector: 'p' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
