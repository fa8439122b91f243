import type { UserMessage } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { MessageBanner } from './message-banner';
import { MessageCentre } from './message-centre';

const message = (overrides: Partial<UserMessage>): UserMessage => ({
  id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b',
  locale: 'en-US',
  subject: 'Port strike in Santos',
  body: '<p>Expect <strong>delays</strong> of 3 days.</p>',
  severity: 'warning',
  startsAt: '2026-11-24T08:00:00Z',
  endsAt: null,
  requiresAck: false,
  seenAt: null,
  dismissedAt: null,
  acknowledgedAt: null,
  ...overrides,
});

let served: UserMessage[];
beforeEach(() => {
  signInForTest(['shipment']);
  served = [
    message({}),
    message({
      id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      subject: 'New customs rules',
      body: '<p>Read before booking.</p>',
      severity: 'critical',
      requiresAck: true,
      seenAt: '2026-11-24T09:00:00Z',
    }),
  ];
  apiServer.use(
    http.get('/api/messages', () => json(served)),
    http.post('/api/messages/:id/receipt', async ({ params, request }) => {
      const { action } = (await request.json()) as { action: string };
      served = served.map((m) =>
        m.id !== params.id
          ? m
          : {
              ...m,
              seenAt: m.seenAt ?? '2026-11-24T10:00:00Z',
              dismissedAt: action === 'dismiss' ? '2026-11-24T10:00:00Z' : m.dismissedAt,
              acknowledgedAt: action === 'acknowledge' ? '2026-11-24T10:00:00Z' : m.acknowledgedAt,
            },
      );
      return json({ message: 'ok' });
    }),
  );
});

describe('the message banner and centre (issue #17)', () => {
  it('records the first sight, closes an ordinary message, and keeps one that needs acknowledgment until acknowledged', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MessageCentre />
        <MessageBanner />
      </>,
    );
    const banner = await screen.findByRole('region', { name: 'Messages from Meridian' });
    expect(within(banner).getByText('Port strike in Santos')).toBeTruthy();
    expect(within(banner).getByRole('alert').textContent).toContain('Read before booking.');
    await expectNoAxeViolations(document.body);
    // Only the unseen message is marked seen.
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url.pathname, r.body])).toEqual([
        ['/api/messages/3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b/receipt', '{"action":"seen"}'],
      ]),
    );
    // The acknowledgment message cannot be closed without acknowledging.
    expect(screen.queryByRole('button', { name: 'Close the message New customs rules' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Messages, 2 open' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close the message Port strike in Santos' }));
    await waitFor(() => expect(within(banner).queryByText('Port strike in Santos')).toBeNull());
    await user.click(within(banner).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages from Meridian' })).toBeNull());

    // Closed messages stay readable in the message centre.
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    const drawer = await screen.findByRole('dialog', { name: 'Messages' });
    expect(
      within(drawer)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Port strike in Santos', 'New customs rules']);
    expect(drawer.textContent).toContain('Acknowledged');
    await expectNoAxeViolations(document.body);
  });
});
