import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/session/session-navigation';
import { paths } from '../lib/paths';
import { OpenLayout } from './layouts/open-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteGuardOutlet } from './route-guard-outlet';
import { appRoutes } from './routes';
import type { RouteLayout } from './routes/route-kit';

/**
 * The signed-in shell (header, side menu, realtime, dialogs) is loaded with its page, in parallel, and never
 * by the public pages (decision 042).
 */
const layouts: Record<RouteLayout, () => Pick<RouteObject, 'element' | 'lazy'>> = {
  public: () => ({ element: <PublicLayout /> }),
  open: () => ({ element: <OpenLayout /> }),
  shell: () => ({ lazy: async () => ({ Component: (await import('./layouts/shell-layout')).ShellLayout }) }),
};

/** The router's children of one layout: every path and alias of its registry entries, each page loaded on demand. */
function routesOf(layout: RouteLayout): RouteObject[] {
  return appRoutes
    .filter((entry) => entry.layout === layout)
    .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, lazy: entry.page })));
}

/**
 * The router, derived from the route registry (`routes.ts`, decision 016): every route passes the guard
 * (spec 1 §2) inside its layout. Unknown paths go to /u/login.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RouteGuardOutlet />,
      children: [
        ...(Object.keys(layouts) as RouteLayout[]).map((layout) => ({
          ...layouts[layout](),
          children: routesOf(layout),
        })),
        { path: '*', element: <Navigate to={paths.session.login()} replace /> },
      ],
    },
  ]);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
