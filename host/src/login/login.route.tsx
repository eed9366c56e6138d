import { Navigate, useNavigate } from 'react-router-dom';
import { resumeAfterSignIn, useAuthStore } from '@screening/shared';
import { HOME_PATH } from '../app/paths';
import LoginPage from './login.page';

/**
 * '/' inside the router: signed in (or already holding a session), on to the home screen; after a session that
 * ended on its own, the same user goes back to the page she was on, her drafts still there.
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const onSignedIn = () => navigate(resumeAfterSignIn(useAuthStore.getState().userId) ?? HOME_PATH, { replace: true });
  return <LoginPage onSignedIn={onSignedIn} signedIn={<Navigate to={HOME_PATH} replace />} />;
}
