import { Navigate, Outlet } from 'react-router-dom';
import { ListState } from '../../../design-system/components/list-state';
import { useLoginInfo } from '../../data/system';
import { paths } from '../paths';
import { PageLoading } from './page-loading';

/**
 * The routes behind it need a session: sso/system/parameter says whether there is one (its
 * loginInfo is null without). No session: the sign-in page.
 */
export function RequireSession() {
  const { data, error, isLoading, mutate } = useLoginInfo();
  if (error) return <ListState status="error" onRetry={() => void mutate()} />;
  if (isLoading || data === undefined) return <PageLoading />;
  if (data === null) return <Navigate to={paths.login.path} replace />;
  return <Outlet />;
}
