import { fileURLToPath } from 'node:url';

/**
 * The web app's one path alias (decision 071): `@/` is `apps/web/src/`, so a file names what it imports by where
 * it lives (`@/lib/paths`) instead of by how many folders to climb. Shared by Vite, Vitest and the grid bench;
 * TypeScript reads the same mapping from `apps/web/tsconfig.json` and ESLint through its TypeScript resolver.
 * The pattern is anchored on `@/`, so scoped packages (`@mantine/core`, `@connect/contracts`) are untouched.
 */
export const webSourceDir = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The toasts' container alone (decision 086): the package's only entry re-exports the container with the store, so
 * importing it on demand through the entry would keep it in the first download beside the store `notify` uses.
 */
const notificationsContainer = fileURLToPath(
  new URL('../../../node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url),
);

export const webAlias = [
  { find: /^@\//, replacement: webSourceDir },
  { find: /^@mantine\/notifications\/container$/, replacement: notificationsContainer },
];
