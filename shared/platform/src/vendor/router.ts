/**
 * The routing API every app uses, re-exported from the one react-router the platform ships.
 * Apps import these from '@storefront/platform' (lint enforces it): shared whole over federation,
 * react-router would cost the browser 52 KB; through the platform only what is listed here is shipped.
 * Need another react-router export? Add it here.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  matchPath,
  type LinkProps,
  type NavLinkProps,
  type Location,
  type NavigateFunction,
} from 'react-router';
