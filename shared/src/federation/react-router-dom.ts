/**
 * The react-router-dom every application gets through federation (share key `react-router-dom`, provided by the
 * host, tooling/src/webpack/preset.ts). A shared module ships whole, since the provider cannot know what its
 * consumers use; react-router 7 whole is about 60 KiB gzip, most of it framework mode, server rendering, RSC,
 * cookies and sessions, which a hash-routed browser app never runs. So the suite shares these names only, and
 * webpack drops the rest. Applications keep importing from 'react-router-dom'; one that needs another export adds
 * it here (a remote built against a host that lacks it would find it undefined).
 */
export { RouterProvider } from 'react-router/dom';
export {
  createHashRouter,
  createMemoryRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
