import type { Resource } from '@connect/contracts/resources/resources.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ResourcesButton } from './resources-button';
import { ResourcesWidget } from './resources-widget';

const resource = (overrides: Partial<Resource>): Resource => ({
  id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b',
  title: 'Incoterms 2020 at a glance',
  description: 'Who pays what, from EXW to DDP.',
  kind: 'link',
  url: 'https://example.com/incoterms',
  fileName: null,
  modules: ['booking', 'shipment'],
  category: 'Guides',
  publishAt: '2026-11-01T08:00:00Z',
  expiresAt: null,
  requiresAck: false,
  openCount: 3,
  openedAt: null,
  acknowledgedAt: null,
  ...overrides,
});

let served: Resource[];
beforeEach(() => {
  signInForTest(['resource']);
  served = [
    resource({}),
    resource({
      id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      title: 'Holiday cut-off dates',
      description: 'Last booking days before the holidays.',
      kind: 'file',
      url: null,
      fileName: 'holiday-cut-off-dates.pdf',
      modules: ['billing'],
      category: 'Notices',
      requiresAck: true,
      openCount: 10,
      expiresAt: '2027-01-15T00:00:00Z',
    }),
    resource({
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      title: 'Statement guide',
      category: '',
      modules: ['billing'],
      openCount: 0,
    }),
  ];
  apiServer.use(
    http.get('/api/resource/', () => json({ resourceData: served })),
    http.post('/api/resource/:id/read', async ({ params, request }) => {
      const { action } = (await request.json()) as { action: string };
      served = served.map((r) =>
        r.id !== params.id
          ? r
          : {
              ...r,
              openedAt: r.openedAt ?? '2026-11-24T10:00:00Z',
              acknowledgedAt: action === 'acknowledge' ? '2026-11-24T10:00:00Z' : r.acknowledgedAt,
            },
      );
      return json(served.find((r) => r.id === params.id));
    }),
  );
});

describe("the header's resources drawer (issue #21)", () => {
  it('lists the visible resources by category, filters by module, opens a link and records the acknowledgment', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ResourcesButton />);
    // One resource waits for an acknowledgment: the button says so.
    const button = await screen.findByRole('button', { name: 'Resources' });
    await waitFor(() => expect(button.closest('div')?.textContent).toContain('1'));
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Resources' });
    expect(within(drawer).getByRole('region', { name: 'Guides' })).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Notices' })).toBeTruthy();
    // A resource without a category is listed under General.
    expect(within(drawer).getByRole('region', { name: 'General' })).toBeTruthy();
    expect(within(drawer).getByText('Please acknowledge once you have read it')).toBeTruthy();
    await expectNoAxeViolations(document.body);

    const link = within(drawer).getByRole('link', { name: 'Open Incoterms 2020 at a glance' });
    expect(link.getAttribute('href')).toBe('https://example.com/incoterms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await user.click(within(drawer).getByRole('button', { name: 'Acknowledge Holiday cut-off dates' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url.pathname, r.body])).toContainEqual([
        '/api/resource/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d/read',
        '{"action":"acknowledge"}',
      ]),
    );
    expect(await within(drawer).findByText(/^Acknowledged /)).toBeTruthy();

    // The module filter: Billing leaves the guide out, and its category with it.
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Module' }), 'billing');
    expect(within(drawer).queryByRole('region', { name: 'Guides' })).toBeNull();
    expect(within(drawer).getByRole('region', { name: 'Notices' })).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    served = [];
    const user = userEvent.setup();
    renderWithProviders(<ResourcesButton />);
    await user.click(await screen.findByRole('button', { name: 'Resources' }));
    expect(await screen.findByText('No resources right now.')).toBeTruthy();
  });
});

describe('the home Resources widget', () => {
  it('shows the most opened resources first and links to all of them', async () => {
    renderWithProviders(<ResourcesWidget limit={2} />);
    const list = await screen.findByRole('list');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Holiday cut-off dates', 'Incoterms 2020 at a glance']);
    expect(screen.getByRole('link', { name: 'See all resources' }).getAttribute('href')).toBe('/resources/dashboard');
    await expectNoAxeViolations(document.body);
  });
});
