import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DowngradePage from '../../../../workbench/routes/logpop/downgrade-page';
import { paths } from '../../../../workbench/routes/paths';
import { encryptField } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { renderRoute } from './render-route';

const { effects, server } = setupSandbox();
const requests = countRequests(server);

/** The seeded account whose sign-in answers 5002012903 (store/sign-in.ts). */
const ENTRY = paths.downgrade.getHref(encryptField('13700000063')).slice(1);

function open(entry = ENTRY) {
  return renderRoute(paths.downgrade.path, entry, <DowngradePage />);
}

const code = () => screen.getByLabelText(/^Verification code/);

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Code sent to 137****0063.');
}

describe('DowngradePage', () => {
  it('should call a link without the account broken', () => {
    open(paths.downgrade.path);
    expect(
      screen.getByRole('heading', { name: 'This sign-in link does not work' }),
    ).toBeInTheDocument();
  });

  it('should say what the step is and why', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Sign in with an SMS code' })).toBeInTheDocument();
    expect(screen.getByText(/cannot sign in by password/)).toBeInTheDocument();
  });

  it('should sign in with the code sent to the mobile and go to the main page', async () => {
    const user = userEvent.setup();
    open();
    await sendCode(user);
    await user.type(code(), '246810');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    expect(window.workbenchAnalytics?.at(-1)).toMatchObject({ name: 'login', method: 'downgrade' });
  });

  it('should sign in with one request for two clicks in one task', async () => {
    const user = userEvent.setup();
    open();
    await sendCode(user);
    await user.type(code(), '246810');
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    expect(requests('sso/login/demoteLogin')).toBe(1);
  });

  it('should show a wrong code beside the form only, the code kept', async () => {
    const user = userEvent.setup();
    open();
    await sendCode(user);
    await user.type(code(), '135790{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(code()).toHaveValue('135790');
    expect(effects.toasts).toEqual([]);
  });

  it('should say so when the sandbox does not know the account', async () => {
    const user = userEvent.setup();
    open(paths.downgrade.getHref(encryptField('nobody')).slice(1));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account is not valid.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });
});
