import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { signInForTest } from '@/test/session';
import { clearSession, getSessionState } from './session-store';
import { useIdleWatcher } from './use-idle-watcher';

afterEach(() => clearSession());

describe('idle watcher', () => {
  it('tells the server at once when the user stays on from the warning (the server ends idle sessions itself)', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/Authenticate/updateClaims', () => {
        const { accessToken, expiresAt, impersonation, user } = getSessionState();
        return json({ accessToken, expiresAt, impersonation, user });
      }),
    );
    const { result, unmount } = renderHook(() =>
      useIdleWatcher({ enabled: true, timeoutSeconds: 1, warningSeconds: 30, onExpire: () => undefined }),
    );
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull(), { timeout: 3000 });
    const claimsCalls = () => requests.filter((r) => r.url.pathname === '/api/Authenticate/updateClaims').length;
    expect(claimsCalls()).toBe(0);

    act(() => {
      fireEvent.mouseMove(window);
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(claimsCalls()).toBe(1));
    unmount();
  });

  it('does not call the server for activity while no warning is shown', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    const { unmount } = renderHook(() =>
      useIdleWatcher({ enabled: true, timeoutSeconds: 60, warningSeconds: 30, onExpire: () => undefined }),
    );
    act(() => {
      fireEvent.mouseMove(window);
      fireEvent.keyDown(window, { key: 'a' });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/'))).toEqual([]);
    unmount();
  });
});
