import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  QrLoginPanel,
  qrLoginPanelState,
  type QrLoginPanelProps,
  type QrLoginPanelState,
} from '../../../../../design-system/components/qr-login-panel';
import { QR_STATE } from '../../../../../shared/domain/vocabulary';
import { renderWithProviders } from '../../../helpers/render';

const VALUE = 'https://sso.example.com/qr/scan?loginCode=LC-20250821-0001';
const CODE_NAME = 'QR code for signing in with the mobile app';

function renderPanel(props: Partial<QrLoginPanelProps> = {}) {
  const onRefresh = vi.fn();
  const view = renderWithProviders(
    <QrLoginPanel value={VALUE} state="waiting" onRefresh={onRefresh} {...props} />,
  );
  return { onRefresh, ...view };
}

/** The code's dark modules, as the library draws them: one path, the second of the svg. */
function modulesPath(container: HTMLElement) {
  return container.querySelectorAll('svg[role="img"] path')[1]?.getAttribute('d');
}

describe('QrLoginPanel', () => {
  it('should show the code with its name and the hint while waiting, with nothing over it', () => {
    renderPanel();
    expect(screen.getByRole('img', { name: CODE_NAME })).toBeInTheDocument();
    expect(screen.getByText('Scan with the mobile app')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should draw the code from the value: another value, other modules', () => {
    const first = renderPanel({ value: 'LC-0001' });
    const firstPath = modulesPath(first.container);
    first.unmount();
    const same = renderPanel({ value: 'LC-0001' });
    expect(modulesPath(same.container)).toBe(firstPath);
    same.unmount();
    const other = renderPanel({ value: 'LC-0002' });
    expect(firstPath).toBeTruthy();
    expect(modulesPath(other.container)).not.toBe(firstPath);
  });

  it('should show a spinner and no code while the code loads', () => {
    renderPanel({ state: 'loading', value: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should ask to confirm on the phone once scanned, with no refresh', () => {
    renderPanel({ state: 'scanned' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Scanned. Confirm the sign-in on your phone.',
    );
    expect(screen.getByRole('img', { name: CODE_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should say the code expired and refresh it on request', async () => {
    const { onRefresh } = renderPanel({ state: 'expired' });
    expect(screen.getByRole('status')).toHaveTextContent('The QR code has expired.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('should say the sign-in is confirmed on success, with no refresh', () => {
    renderPanel({ state: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Confirmed. Signing you in…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("should show the error's message and offer a refresh", async () => {
    const { onRefresh } = renderPanel({
      state: 'error',
      value: undefined,
      errorMessage: '二维码获取失败，请稍后再试',
    });
    expect(screen.getByRole('status')).toHaveTextContent('二维码获取失败，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('should fall back to its own error text when the message is empty', () => {
    renderPanel({ state: 'error', errorMessage: '  ' });
    expect(screen.getByRole('status')).toHaveTextContent('The QR code could not be loaded.');
  });

  it('should announce a change of state in the same live region', () => {
    let setState: (state: QrLoginPanelState) => void = () => {};
    function Parent() {
      const [state, set] = useState<QrLoginPanelState>('waiting');
      setState = set;
      return <QrLoginPanel value={VALUE} state={state} onRefresh={() => {}} />;
    }
    renderWithProviders(<Parent />);
    const status = screen.getByRole('status');
    act(() => setState('scanned'));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Scanned.');
  });
});

describe('qrLoginPanelState', () => {
  it('should map each polled scan state, confirmed to success', () => {
    expect(qrLoginPanelState(QR_STATE.waiting)).toBe('waiting');
    expect(qrLoginPanelState(QR_STATE.scanned)).toBe('scanned');
    expect(qrLoginPanelState(QR_STATE.confirmed)).toBe('success');
    expect(qrLoginPanelState(QR_STATE.expired)).toBe('expired');
  });

  it('should give a distinct panel state for each scan state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(QR_STATE)),
        fc.constantFrom(...Object.values(QR_STATE)),
        (a, b) => (a === b) === (qrLoginPanelState(a) === qrLoginPanelState(b)),
      ),
    );
  });
});
