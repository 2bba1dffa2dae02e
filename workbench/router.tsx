import { lazy } from 'react';
import { HashRouter, Route, Routes } from './routing';
import { RequireSession } from './routes/layout/require-session';
import { RootLayout } from './routes/layout/root-layout';
import { paths } from './routes/paths';
import { routeChunks } from './routes/route-chunks';

// Every page is its own chunk (route-chunks.ts). The declarative HashRouter costs about half of
// the data router's bytes in the initial bundle (measured by bench/bundle-size.ts); pages fetch
// through SWR instead of route loaders.
const HomePage = lazy(routeChunks.home);
const SignInPage = lazy(routeChunks.signIn);
const TwoFactorPage = lazy(routeChunks.twoFactor);
const RegisterCloudAccountPage = lazy(routeChunks.registerCloudAccount);
const UpgradePage = lazy(routeChunks.upgrade);
const DowngradePage = lazy(routeChunks.downgrade);
const FindPasswordPage = lazy(routeChunks.findPassword);
const ForgetPasswordPage = lazy(routeChunks.forgetPassword);

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
