/**
 * What the shell hands the remotes as `react-router-dom` (federation.ts): the parts of the router an
 * area may use, not the whole module. A shared module is provided whole, never tree-shaken; the
 * whole of react-router (its data APIs, server rendering, RSC) is 66 KB gzip, this is what the areas
 * import and the shell already runs (`npm run bench`, front section: the areas' first load).
 * router-exports.test.ts fails when a remote imports a name this lacks; a remote's standalone
 * build keeps the whole module (its own fallback).
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
