import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SignInPage from '../../../../workbench/routes/sign-in/sign-in-page';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';

const { server } = setupSandbox();
const requests = countRequests(server);

function renderPage() {
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/login']} useTransitions={false}>
        <Routes>
          <Route path="/login" element={<SignInPage newLoginCode={() => 'unit-qr-submit'} />} />
          <Route path="/" element={<p>Main page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

/** The open tab's form (each tab panel is named by its tab). */
const form = () => within(screen.getByRole('tabpanel'));

describe('the sign-in page, two clicks in one task', () => {
  it('should sign in by password with one request', async () => {
    const user = renderPage();
    await user.type(await screen.findByLabelText('Mobile number or user name'), '13800138000');
    await user.type(form().getByLabelText('Password'), 'Sandbox@2026');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    clickTwiceInOneTask(form().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    expect(requests('/sso/login/accountLogin')).toBe(1);
  });
});
