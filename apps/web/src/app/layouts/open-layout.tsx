import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session/session-store';
import { PublicLayout } from './public-layout';

/** Loaded only for a signed-in user: a visitor's tracking page never downloads the shell (decision 042). */
const ShellLayout = lazy(async () => ({ default: (await import('./shell-layout')).ShellLayout }));

/**
 * Pages open to everyone that signed-in users also use (public tracking): visitors get the public layout,
 * a signed-in user keeps the shell (header, quick track; the side menu hides where spec 1 §2 says so).
 */
export function OpenLayout() {
  const session = useSession();
  return session.status === 'signed-out' || !session.user ? (
    <PublicLayout />
  ) : (
    <Suspense fallback={null}>
      <ShellLayout />
    </Suspense>
  );
}
