import { Navigate, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../app/paths';
import LoginPage from './login.page';

/** '/' inside the router: signed in (or already holding a session), on to the home screen. */
export default function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => navigate(HOME_PATH, { replace: true })} signedIn={<Navigate to={HOME_PATH} replace />} />;
}
