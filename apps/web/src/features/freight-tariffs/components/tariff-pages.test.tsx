import type { TariffDetail, TariffImportResponse, TariffSummary } from '@connect/contracts/freight/tariffs.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { TariffDetailPage } from './tariff-detail-page';
import { TariffListPage } from './tariff-list-page';

const id = '11111111-1111-4111-8111-111111111111';
const summary: TariffSummary = {
  id,
  kind: 'AIR',
  tariffNumber: 'AF-2026-LSCOMP',
  description: 'Air freight sell rates, LSCOMP',
  currency: 'USD',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'current',
  customers: [{ id: '22222222-2222-4222-8222-222222222222', code: 'LSCOMP', name: 'Lone Star Components' }],
  lineCount: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const detail: TariffDetail = {
  ...summary,
  airLanes: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      originPort: 'DFW',
      destinationPort: 'GRU',
      serviceLevel: 'Express',
      carrierCode: null,
      rate0: '5.00',
      rate45: '4.20',
      rate100: '3.90',
      rate300: '3.50',
      rate500: '3.20',
      rate1000: '3.00',
      margin: '0.10',
      marginType: 'K',
      originCharge: '0.15',
      originUnit: 'K',
      originMinimum: '35.00',
      freightMinimum: '90.00',
      destHandlingCharge: '45.00',
      destHandlingUnit: 'S',
      destHandlingMin: '0.00',
      transitDays: 4,
    },
  ],
  oceanLanes: [],
  accessorialCharges: [],
};
const staff = () => signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null });

describe('TariffListPage', () => {
  it('lists the tariffs with kind, validity and customers, filters by kind, and is axe clean', async () => {
    staff();
    const asked: string[] = [];
    apiServer.use(
      http.get('/api/freight-tariffs', ({ request }) => {
        asked.push(new URL(request.url).search);
        return json({ items: [summary] });
      }),
    );
    renderWithProviders(<TariffListPage />);
    const link = await screen.findByRole('link', { name: 'AF-2026-LSCOMP' });
    expect(link.getAttribute('href')).toBe(`/freight-manager/tariff-detail?id=${id}`);
    const row = link.closest('tr');
    expect(row?.textContent).toContain('Air freight');
    expect(row?.textContent).toContain('Current');
    expect(row?.textContent).toContain('LSCOMP');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ocean freight' }));
    await waitFor(() => expect(asked.at(-1)).toContain('kind=OCEAN'));
  });

  it('checks a file in the import dialog and shows every problem by row and column; import stays off', async () => {
    staff();
    const problems: TariffImportResponse = {
      imported: false,
      tariffs: [],
      rows: 2,
      problems: [
        {
          row: 3,
          column: 'Tariff #',
          messageKey: 'errors.invalidAirTariffNumber',
          message: 'Invalid Air Freight Sell Rate Tariff #',
        },
      ],
      problemCount: 1,
    };
    let dryRuns = 0;
    apiServer.use(
      http.get('/api/freight-tariffs', () => json({ items: [] })),
      http.post('/api/freight-tariff-imports/air/dry-run', () => {
        dryRuns += 1;
        return json(problems);
      }),
    );
    renderWithProviders(<TariffListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import from file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import tariffs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('Choose a file first.')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['Tariff #\n'], 'air.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const cell = await within(dialog).findByRole('cell', { name: 'Invalid Air Freight Sell Rate Tariff #' });
    expect(cell.closest('tr')?.textContent).toBe('3Tariff #Invalid Air Freight Sell Rate Tariff #');
    expect(dryRuns).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(document.body);
  });
});

describe('TariffDetailPage', () => {
  it('shows a tariff with its lanes, saves the header without the lanes, and shows the server’s field problems', async () => {
    staff();
    const bodies: unknown[] = [];
    apiServer.use(
      http.get(`/api/freight-tariffs/${id}`, () => json(detail)),
      http.put(`/api/freight-tariffs/${id}`, async ({ request }) => {
        bodies.push(await request.json());
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'This form is not valid.',
              details: {
                fields: [
                  {
                    path: 'body.tariffNumber',
                    message: 'Invalid Air Freight Sell Rate Tariff #',
                    messageKey: 'errors.invalidAirTariffNumber',
                  },
                ],
              },
            },
          },
          400,
        );
      }),
    );
    renderWithProviders(<TariffDetailPage />, { route: `/freight-manager/tariff-detail?id=${id}` });
    expect(await screen.findByRole('heading', { name: 'Tariff AF-2026-LSCOMP' })).toBeTruthy();
    const lanes = screen.getByRole('region', { name: 'Lanes and charges' });
    expect(within(lanes).getByText('5.00 / 4.20 / 3.90 / 3.50 / 3.20 / 3.00')).toBeTruthy();
    await expectNoAxeViolations(document.body);
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save tariff' }));
    expect(await screen.findByText('Invalid Air Freight Sell Rate Tariff #')).toBeTruthy();
    expect(bodies).toEqual([
      {
        kind: 'AIR',
        tariffNumber: 'AF-2026-LSCOMP',
        description: 'Renamed',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        customerCodes: ['LSCOMP'],
      },
    ]);
  });

  it('expires a tariff on the chosen last day from a dialog (axe clean while open)', async () => {
    staff();
    const expired: unknown[] = [];
    apiServer.use(
      http.get(`/api/freight-tariffs/${id}`, () => json(detail)),
      http.post(`/api/freight-tariffs/${id}/expire`, async ({ request }) => {
        expired.push(await request.json());
        return json({ id, message: 'Tariff expired', messageKey: 'server.freightTariffs.expired' });
      }),
    );
    renderWithProviders(<TariffDetailPage />, { route: `/freight-manager/tariff-detail?id=${id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Expire tariff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expire AF-2026-LSCOMP?' });
    await expectNoAxeViolations(document.body);
    const lastDay = within(dialog).getByLabelText('Last valid day');
    await userEvent.clear(lastDay);
    await userEvent.type(lastDay, '2026-11-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expire' }));
    await waitFor(() => expect(expired).toEqual([{ validTo: '2026-11-30' }]));
  });
});
