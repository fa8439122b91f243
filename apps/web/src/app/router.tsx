import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/session/session-navigation';
import { paths } from '../lib/paths';
import { OpenLayout } from './layouts/open-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteGuardOutlet } from './route-guard-outlet';
import { findRoute, isOpenRoute, loadAppRoutes } from './route-table';
import { publicRoutes } from './routes/public-routes';
import type { RouteEntry, RouteLayout } from './routes/route-kit';

/**
 * The signed-in shell (header, side menu, realtime, dialogs) is loaded with its page, in parallel, and never
 * by the public pages (decision 042).
 */
const layouts: Record<RouteLayout, () => Pick<RouteObject, 'element' | 'lazy'>> = {
  public: () => ({ element: <PublicLayout /> }),
  open: () => ({ element: <OpenLayout /> }),
  shell: () => ({ lazy: async () => ({ Component: (await import('./layouts/shell-layout')).ShellLayout }) }),
};

/** The router's children of one layout: every path and alias of these registry entries, each page loaded on demand. */
function routesOf(entries: readonly RouteEntry[], layout: RouteLayout): RouteObject[] {
  return entries
    .filter((entry) => entry.layout === layout)
    .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, lazy: entry.page })));
}

const layoutNames = Object.keys(layouts) as RouteLayout[];

/**
 * The routes the router starts with: the guard, each layout with the public pages' entries, and the catch-all.
 * The server renders the public pages from the same tree (`server-render.tsx`, decision 112).
 */
export function publicRouteTree(): RouteObject[] {
  return [
    {
      element: <RouteGuardOutlet />,
      children: [
        ...layoutNames.map((layout) => ({
          id: layout,
          ...layouts[layout](),
          children: routesOf(publicRoutes, layout),
        })),
        { path: '*', element: <Navigate to={paths.session.login()} replace /> },
      ],
    },
  ];
}

/**
 * Asks for a signed-in page's code as the start-up begins (decision 116) instead of once the start-up data, the
 * strings and the router are ready: the registry's chunk, then the page and the shell in parallel. The router's
 * own `lazy` calls get the same modules later. A page open to visitors loads nothing here; a failed download is the
 * router's to report when it asks again.
 */
export function preloadSignedInPage(pathname: string): void {
  if (isOpenRoute(pathname)) return;
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
  quietly(
    loadAppRoutes().then((): unknown => {
      const entry = findRoute(pathname);
      if (!entry) return undefined;
      const layoutCode = layouts[entry.layout]().lazy;
      if (typeof layoutCode === 'function') quietly(layoutCode());
      return entry.page();
    }),
  );
}

/**
 * The router, derived from the route registry (`routes.ts`, decision 016): every route passes the guard
 * (spec 1 §2) inside its layout. Unknown paths go to /u/login. The router starts with the public pages' entries;
 * the first navigation to any other path (which only the catch-all matches until then) loads the rest of the
 * registry and adds its routes to their layouts (react-router's `patchRoutesOnNavigation`, decision 105).
 */
export function createAppRouter() {
  let complete = false;
  const router = createBrowserRouter(publicRouteTree(), {
    async patchRoutesOnNavigation({ patch }) {
      if (complete) return;
      const appRoutes = await loadAppRoutes();
      // Two navigations may have waited for the same load: the first one adds the routes.
      if (complete) return;
      complete = true;
      const signedInAreas = appRoutes.filter((entry) => !publicRoutes.includes(entry));
      for (const layout of layoutNames) patch(layout, routesOf(signedInAreas, layout));
    },
  });
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
