import type { TariffDetail } from '@connect/contracts/freight/tariffs.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { TariffDetailPage } from './tariff-detail-page';

const id = '11111111-1111-4111-8111-111111111111';
const laneId = '33333333-3333-4333-8333-333333333333';
const base = {
  id,
  currency: 'USD',
  description: '',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'current' as const,
  customers: [{ id: '22222222-2222-4222-8222-222222222222', code: 'LSCOMP', name: 'Lone Star Components' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  airLanes: [],
  oceanLanes: [],
  accessorialCharges: [],
};
const airLane = {
  id: laneId,
  originPort: 'DFW',
  destinationPort: 'GRU',
  serviceLevel: 'Express' as const,
  carrierCode: null,
  rate0: '5.00',
  rate45: '4.20',
  rate100: '3.90',
  rate300: '3.50',
  rate500: '3.20',
  rate1000: '3.00',
  margin: '0.10',
  marginType: 'K' as const,
  originCharge: '0.15',
  originUnit: 'K' as const,
  originMinimum: '35.00',
  freightMinimum: '90.00',
  destHandlingCharge: '45.00',
  destHandlingUnit: 'S' as const,
  destHandlingMin: '0.00',
  transitDays: 4,
};
const air: TariffDetail = { ...base, kind: 'AIR', tariffNumber: 'AF-2026-LSCOMP', lineCount: 1, airLanes: [airLane] };
const ocean: TariffDetail = { ...base, kind: 'OCEAN', tariffNumber: 'OF-2026-LSCOMP', lineCount: 0 };
const staff = () => signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null });
const saved = { id: laneId, message: 'Lane saved', messageKey: 'server.freightTariffs.laneSaved' };
const render = () => renderWithProviders(<TariffDetailPage />, { route: `/freight-manager/tariff-detail?id=${id}` });

describe('tariff lanes on the detail screen', () => {
  it("changes an air lane in a dialog, shows the server's problem beside its field, then saves (axe clean)", async () => {
    staff();
    const bodies: unknown[] = [];
    apiServer.use(
      http.get(`/api/freight-tariffs/${id}`, () => json(air)),
      http.put(`/api/freight-tariffs/${id}/lanes/${laneId}`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length > 1) return json(saved);
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'This form is not valid.',
              details: {
                fields: [{ path: 'body.rate100', message: 'Use an amount of 0 or more with at most 2 decimals' }],
              },
            },
          },
          400,
        );
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change lane DFW → GRU Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change lane DFW → GRU Express' });
    const rate100 = within(dialog).getByRole('textbox', { name: 'Rate from 100 kg' });
    expect(rate100).toHaveProperty('value', '3.90');
    await userEvent.clear(rate100);
    await userEvent.type(rate100, '3.905');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lane' }));
    await waitFor(() => expect(rate100.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Use an amount of 0 or more with at most 2 decimals').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body);
    await userEvent.clear(rate100);
    await userEvent.type(rate100, '3.85');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lane' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({
      kind: 'AIR',
      originPort: 'DFW',
      destinationPort: 'GRU',
      serviceLevel: 'Express',
      carrierCode: null,
      rate0: '5.00',
      rate45: '4.20',
      rate100: '3.85',
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
    });
  });

  it('adds an ocean lane with two charge lines, and shows a duplicate lane refusal', async () => {
    staff();
    const bodies: unknown[] = [];
    apiServer.use(
      http.get(`/api/freight-tariffs/${id}`, () => json(ocean)),
      http.post(`/api/freight-tariffs/${id}/lanes`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length > 1) return json(saved);
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: "This lane is given twice in the tariff (USHOU → BRSSZ MAEU 20' GP).",
              messageKey: 'server.freightTariffs.duplicateLane',
              params: { lane: "USHOU → BRSSZ MAEU 20' GP" },
              details: {
                fields: [
                  {
                    path: 'body',
                    message: "This lane is given twice in the tariff (USHOU → BRSSZ MAEU 20' GP).",
                    messageKey: 'server.freightTariffs.duplicateLane',
                    params: { lane: "USHOU → BRSSZ MAEU 20' GP" },
                  },
                ],
              },
            },
          },
          400,
        );
      }),
    );
    render();
    expect(
      await screen.findByText('This tariff has no lanes yet. Add them one at a time or import them from a file.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add ocean lane' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lane of OF-2026-LSCOMP' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Port of loading' }), 'USHOU');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Port of discharge' }), 'BRSSZ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'MAEU');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Transit days (optional)' }), '24');
    const first = within(dialog).getByRole('group', { name: 'Charge 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Code' }), 'OFR');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Description' }), 'Ocean freight');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Amount' }), '1850');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a charge line' }));
    const second = within(dialog).getByRole('group', { name: 'Charge 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Code' }), 'DOC');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Description' }), 'Documentation');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Amount' }), '75');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Per container' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lane' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      "This lane is given twice in the tariff (USHOU → BRSSZ MAEU 20' GP).",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lane' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({
      kind: 'OCEAN',
      portOfLoading: 'USHOU',
      portOfDischarge: 'BRSSZ',
      carrierCode: 'MAEU',
      containerType: "20' GP",
      transitDays: 24,
      charges: [
        { chargeCode: 'OFR', description: 'Ocean freight', amount: '1850', isPerUnit: true },
        { chargeCode: 'DOC', description: 'Documentation', amount: '75', isPerUnit: false },
      ],
    });
  });

  it('removes a lane only after the confirmation', async () => {
    staff();
    let removed = 0;
    apiServer.use(
      http.get(`/api/freight-tariffs/${id}`, () => json(air)),
      http.delete(`/api/freight-tariffs/${id}/lanes/${laneId}`, () => {
        removed += 1;
        return json({ id: laneId, message: 'Lane removed', messageKey: 'server.freightTariffs.laneRemoved' });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove lane DFW → GRU Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove lane DFW → GRU Express?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove lane DFW → GRU Express' }));
    const again = await screen.findByRole('dialog', { name: 'Remove lane DFW → GRU Express?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove lane' }));
    await waitFor(() => expect(removed).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
