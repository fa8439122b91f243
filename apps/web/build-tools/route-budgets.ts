import type { RouteProbe } from './route-bytes';

/** Kilobytes as the budgets count them (1 KB = 1,024 bytes), compressed with brotli as the server sends them. */
export const KB = 1024;

export type RouteBudget = RouteProbe & { kind: 'public' | 'signed-in'; maxJs: number; maxCss: number };

const publicPage = 'src/features/public-pages/components/public-page.tsx';
const publicBudget = { kind: 'public', maxJs: 120 * KB, maxCss: 30 * KB } as const;

/**
 * Byte budgets per route (issue 22, decision 042): what a first visit downloads before it can paint, the
 * entry plus the page's static-import closure, JavaScript and CSS separately.
 */
export const routeBudgets: readonly RouteBudget[] = [
  { name: 'sign-in', path: '/u/login', pages: ['src/features/session/components/login-page.tsx'], ...publicBudget },
  {
    name: 'public tracking',
    path: '/tracking/track',
    pages: ['src/features/tracking/components/track-page.tsx'],
    ...publicBudget,
  },
  {
    name: 'tracking detail',
    path: '/tracking/detail/:id',
    pages: ['src/features/tracking/components/tracking-detail-page.tsx'],
    ...publicBudget,
  },
  { name: 'legal and documentation', path: '/legal/terms', pages: [publicPage], ...publicBudget },
  {
    name: 'guest payment',
    path: '/billing/guest-mode-payment',
    pages: ['src/features/billing/components/guest-payment-page.tsx'],
    ...publicBudget,
  },
  {
    name: 'home (signed in)',
    path: '/home',
    pages: ['src/app/layouts/shell-layout.tsx', 'src/features/dashboard/components/home-page.tsx'],
    kind: 'signed-in',
    maxJs: 300 * KB,
    maxCss: 60 * KB,
  },
];
