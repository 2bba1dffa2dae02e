import { lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { RequireSession } from './routes/layout/require-session';
import { RootLayout } from './routes/layout/root-layout';
import { paths } from './routes/paths';

// Every page is its own chunk. The declarative HashRouter costs about half of the data router's
// bytes in the initial bundle (measured by bench/bundle-size.ts); pages fetch through SWR instead
// of route loaders.
const HomePage = lazy(() => import('./routes/home/home-page'));
const SignInPage = lazy(() => import('./routes/sign-in/sign-in-page'));
const TwoFactorPage = lazy(() => import('./routes/logpop/two-factor-page'));
const RegisterCloudAccountPage = lazy(() => import('./routes/logpop/register-cloud-account-page'));
const UpgradePage = lazy(() => import('./routes/logpop/upgrade-page'));
const DowngradePage = lazy(() => import('./routes/logpop/downgrade-page'));
const FindPasswordPage = lazy(() => import('./routes/logpop/find-password-page'));
const ForgetPasswordPage = lazy(() => import('./routes/logpop/forget-password-page'));

/** Hash routes (spec section 2). */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.login.path} element={<SignInPage />} />
          <Route path={paths.twoFactor.path} element={<TwoFactorPage />} />
          <Route path={paths.registerCloudAccount.path} element={<RegisterCloudAccountPage />} />
          <Route path={paths.downgrade.path} element={<DowngradePage />} />
          <Route path={paths.findPassword.path} element={<FindPasswordPage />} />
          <Route path={paths.forgetPassword.path} element={<ForgetPasswordPage />} />
          <Route element={<RequireSession />}>
            <Route path={paths.home.path} element={<HomePage />} />
            <Route path={paths.upgrade.path} element={<UpgradePage />} />
          </Route>
        </Route>
      </Routes>
    </HashRouter>
  );
}
