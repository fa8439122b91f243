import type { OceanRatesResponse } from '@connect/contracts/freight/freight.schemas';
import { oceanRatesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { airAnswerDfwGru } from '@/test/fixtures/freight';
import { FreightCalculatorPage } from './freight-calculator-page';

const oceanAnswer: OceanRatesResponse = oceanRatesResponseSchema.parse({
  freight: {
    mode: 'Ocean-FCL',
    serviceLevel: 'Express',
    portOfLoading: 'USHOU',
    portOfDischarge: 'BRSSZ',
    carrier: 'MAEU',
    deliveryTerms: 'PortToPort',
    containerCount: 2,
    totalVolumetricWeight: 0,
    volumeUnit: 'IN',
    weightUnit: 'LB',
    totalEstimatedCost: 3850,
  },
  rate: {
    tariffNumber: 'OF-LSCOMP-1',
    validFrom: '2026-10-25',
    validTo: '2027-11-24',
    currency: 'USD',
    transitDays: 24,
    portOfLoading: 'USHOU',
    portOfDischarge: 'BRSSZ',
    carrier: 'MAEU',
    containerType: "20' GP",
    rateDetails: [
      { chargeCode: 'OFR', description: 'Ocean freight', amount: '1850.00', isPerUnit: true },
      { chargeCode: 'DOC', description: 'Documentation', amount: '150.00', isPerUnit: false },
    ],
  },
  estimate: {
    containerCount: 2,
    lines: [
      {
        chargeCode: 'OFR',
        description: 'Ocean freight',
        amountCents: 185000,
        isPerUnit: true,
        quantity: 2,
        lineCents: 370000,
      },
      {
        chargeCode: 'DOC',
        description: 'Documentation',
        amountCents: 15000,
        isPerUnit: false,
        quantity: 1,
        lineCents: 15000,
      },
    ],
    totalCents: 385000,
    currency: 'USD',
  },
});

function useLookups() {
  apiServer.use(
    http.get('/api/freight/AirportCodes', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('type') === 'origin')
        return json({
          originAirportCode: [
            { code: 'DFW', name: 'Dallas (DFW)' },
            { code: 'IAH', name: 'Houston (IAH)' },
          ],
          restriction: null,
        });
      const origin = url.searchParams.get('originPort');
      return json({
        destinationAirportCode:
          origin === 'DFW'
            ? [
                { code: 'GRU', name: 'São Paulo (GRU)' },
                { code: 'AMS', name: 'Amsterdam (AMS)' },
              ]
            : [{ code: 'GRU', name: 'São Paulo (GRU)' }],
        restriction: null,
      });
    }),
    http.get('/api/freight/OceanPortCodes', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('type') === 'origin')
        return json({
          loadingPort: [
            { code: 'USHOU', name: 'Houston (USHOU)' },
            { code: 'USSAV', name: 'Savannah (USSAV)' },
          ],
        });
      return json({
        dischargePort:
          url.searchParams.get('originPort') === 'USHOU'
            ? [
                { code: 'BRSSZ', name: 'Santos (BRSSZ)' },
                { code: 'NLRTM', name: 'Rotterdam (NLRTM)' },
              ]
            : [{ code: 'BRSSZ', name: 'Santos (BRSSZ)' }],
      });
    }),
    http.get('/api/freight/CarrierCodesWithParams', ({ request }) => {
      const url = new URL(request.url);
      return json({
        carrierCodes:
          url.searchParams.get('portOfDischarge') === 'BRSSZ'
            ? [
                { code: 'MAEU', name: 'Maersk' },
                { code: 'MSCU', name: 'MSC' },
              ]
            : [
                { code: 'HLCU', name: 'Hapag-Lloyd' },
                { code: 'MAEU', name: 'Maersk' },
              ],
      });
    }),
  );
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.value).filter((v) => v !== '');
const filtersOf = (url: URL) => JSON.parse(url.searchParams.get('filters') ?? '{}') as Record<string, unknown>;

async function enterGrossWeight(user: ReturnType<typeof userEvent.setup>, pounds: string) {
  await user.type(screen.getByRole('textbox', { name: 'Quantity, row 1' }), '1');
  await user.type(screen.getByRole('textbox', { name: 'Gross Weight per Piece, row 1' }), pounds);
  await user.tab();
}

beforeEach(() => {
  window.localStorage.clear();
  signInForTest(['freight-manager']);
  useLookups();
});

describe('the freight calculator', () => {
  it('air: choosing an origin clears and reloads the destinations; Express is the default service level', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<FreightCalculatorPage />);

    expect(combo('Service level').value).toBe('Express');
    await waitForOptions(() => combo('Origin airport'), ['DFW', 'IAH']);
    expect(combo('Destination airport').disabled).toBe(true);

    await user.selectOptions(combo('Origin airport'), 'DFW');
    await waitForOptions(() => combo('Destination airport'), ['GRU', 'AMS']);
    await user.selectOptions(combo('Destination airport'), 'GRU');
    expect(combo('Destination airport').value).toBe('GRU');

    // GRU is offered from IAH too: the choice is still emptied, not kept because it happens to exist.
    await user.selectOptions(combo('Origin airport'), 'IAH');
    await waitForOptions(() => combo('Destination airport'), ['GRU']);
    expect(combo('Destination airport').value).toBe('');

    const lookups = requests
      .filter((r) => r.url.pathname === '/api/freight/AirportCodes')
      .map((r) => `${r.url.searchParams.get('type')}:${r.url.searchParams.get('originPort') ?? ''}`);
    expect(lookups).toEqual(['origin:', 'dest:DFW', 'dest:IAH']);
  });

  it('air: each missing field has its own message, shown once touched, and nothing is asked', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<FreightCalculatorPage />);
    await waitForOptions(() => combo('Origin airport'), ['DFW', 'IAH']);

    expect(screen.queryByText('Origin airport is a required field')).toBeNull();
    combo('Origin airport').focus();
    await user.tab();
    expect(await screen.findByText('Origin airport is a required field')).toBeTruthy();
    expect(screen.queryByText('Destination airport is a required field')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByText('Destination airport is a required field')).toBeTruthy();
    expect(screen.getByText('Gross weight is a required field')).toBeTruthy();
    expect(combo('Origin airport').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url.pathname === '/api/freight/Rates')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('air: the estimate explains itself and is announced', async () => {
    const requests = recordRequests();
    apiServer.use(http.get('/api/freight/Rates', () => json(airAnswerDfwGru)));
    const user = userEvent.setup();
    renderWithProviders(<FreightCalculatorPage />);
    await waitForOptions(() => combo('Origin airport'), ['DFW', 'IAH']);
    await user.selectOptions(combo('Origin airport'), 'DFW');
    await waitForOptions(() => combo('Destination airport'), ['GRU', 'AMS']);
    await user.selectOptions(combo('Destination airport'), 'GRU');
    await enterGrossWeight(user, '100');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));

    const result = await screen.findByRole('region', { name: 'Your estimate' });
    expect(result.closest('[aria-live="polite"]')).toBeTruthy();
    const text = result.textContent ?? '';
    expect(text).toContain('Estimated total: $275.01');
    expect(text).toContain('3 days in transit');
    expect(text).toContain('402.7 kg CO₂e');
    expect(text).toContain('Chargeable weight 100 lb: the gross weight is larger than the volumetric weight');
    expect(text).toContain('45.351 kg (pounds ÷ 2.205)');
    expect(text).toContain('Rate break 45–100 kg at $4.20 per kg');
    expect(text).toContain('Ship 100 kg for $189.53 more');
    expect(text).toContain('Minimum $35.00 applied');
    const table = within(result).getByRole('table', { name: 'Charges' });
    const freightRow = within(table).getByRole('row', { name: /Air freight/ });
    expect(freightRow.textContent).toContain('$190.47');
    expect(freightRow.textContent).toContain('$4.54');
    expect(freightRow.textContent).toContain('$195.01');

    const rateCall = requests.find((r) => r.url.pathname === '/api/freight/Rates');
    expect(rateCall && filtersOf(rateCall.url)).toEqual({
      mode: 'Air',
      serviceLevel: 'Express',
      originPort: 'DFW',
      destinationPort: 'GRU',
      totalGrossWeight: 100,
      totalVolumetricWeight: 0,
      weightUnit: 'LB',
      volumeUnit: 'IN',
    });
    // "Request a quote" carries the estimate's mode, lane and cargo to the request form (decision 066).
    const requestLink = within(result).getByRole('link', { name: 'Request a quote from this estimate' });
    const sent = new URL(requestLink.getAttribute('href') ?? '', 'http://x');
    expect(sent.pathname).toBe('/quotations/new');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      mode: 'AIR',
      serviceLevel: 'Express',
      originCode: 'DFW',
      destinationCode: 'GRU',
      pieces: '1',
      grossWeight: '100',
      weightUnit: 'LB',
      volumeCbm: '0',
    });
    await expectNoAxeViolations(document.body);

    // A new choice makes the answer stale: it goes.
    await user.selectOptions(combo('Service level'), 'Economy');
    expect(screen.queryByRole('region', { name: 'Your estimate' })).toBeNull();
  });

  it("air: 'No Rates Found for given parameters' and the special list's refusal as form alerts", async () => {
    let refusal = true;
    apiServer.use(
      http.get('/api/freight/Rates', () =>
        refusal
          ? HttpResponse.json(
              {
                error: {
                  code: 'FREIGHT_LANE_NOT_ALLOWED',
                  message: 'x',
                  messageKey: 'server.freight.laneNotAllowed',
                  params: { origins: 'DFW', destinations: 'VCP, GRU' },
                },
              },
              { status: 403 },
            )
          : HttpResponse.json(
              { error: { code: 'NO_RATES_FOUND', message: 'No Rates Found for given parameters' } },
              { status: 404 },
            ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FreightCalculatorPage />);
    await waitForOptions(() => combo('Origin airport'), ['DFW', 'IAH']);
    await user.selectOptions(combo('Origin airport'), 'IAH');
    await waitForOptions(() => combo('Destination airport'), ['GRU']);
    await user.selectOptions(combo('Destination airport'), 'GRU');
    await enterGrossWeight(user, '20');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your company may request freight estimates only from DFW to VCP, GRU.');

    refusal = false;
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await screen.findByText('No Rates Found for given parameters');
    expect(screen.queryByText(/only from DFW/)).toBeNull();
  });

  it('ocean: Port to Port by default; loading clears discharge and carrier, discharge clears carrier; one message when incomplete', async () => {
    const requests = recordRequests();
    apiServer.use(http.get('/api/freight/OceanRates', () => json(oceanAnswer)));
    const user = userEvent.setup();
    renderWithProviders(<FreightCalculatorPage />);
    await user.click(screen.getByRole('radio', { name: 'Ocean-FCL' }));

    expect(combo('Delivery terms').value).toBe('PortToPort');
    expect(screen.queryByRole('combobox', { name: /^Origin airport/ })).toBeNull();
    await waitForOptions(() => combo('Port of loading'), ['USHOU', 'USSAV']);
    await user.selectOptions(combo('Port of loading'), 'USHOU');
    await waitForOptions(() => combo('Port of discharge'), ['BRSSZ', 'NLRTM']);
    await user.selectOptions(combo('Port of discharge'), 'NLRTM');
    await waitForOptions(() => combo('Carrier'), ['HLCU', 'MAEU']);
    await user.selectOptions(combo('Carrier'), 'MAEU');

    // Maersk sails to Santos too: the carrier is still emptied when the discharge port changes.
    await user.selectOptions(combo('Port of discharge'), 'BRSSZ');
    await waitForOptions(() => combo('Carrier'), ['MAEU', 'MSCU']);
    expect(combo('Carrier').value).toBe('');
    await user.selectOptions(combo('Carrier'), 'MAEU');

    // Santos is offered from Savannah too: discharge port and carrier are both emptied.
    await user.selectOptions(combo('Port of loading'), 'USSAV');
    await waitForOptions(() => combo('Port of discharge'), ['BRSSZ']);
    expect(combo('Port of discharge').value).toBe('');
    expect(combo('Carrier').value).toBe('');
    expect(combo('Carrier').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required Fields need to be populated');
    expect(requests.some((r) => r.url.pathname === '/api/freight/OceanRates')).toBe(false);

    await user.selectOptions(combo('Port of loading'), 'USHOU');
    await waitForOptions(() => combo('Port of discharge'), ['BRSSZ', 'NLRTM']);
    await user.selectOptions(combo('Port of discharge'), 'BRSSZ');
    await waitForOptions(() => combo('Carrier'), ['MAEU', 'MSCU']);
    await user.selectOptions(combo('Carrier'), 'MAEU');
    const count = screen.getByRole('textbox', { name: /^Number of 20' GP containers/ });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));

    const result = await screen.findByRole('region', { name: 'Your estimate' });
    expect(result.textContent).toContain('Estimated total: $3,850.00');
    expect(result.textContent).toContain('24 days in transit');
    const row = within(result).getByRole('row', { name: /Ocean freight/ });
    expect(row.textContent).toContain('$1,850.00 per container');
    expect(row.textContent).toContain('$3,700.00');
    const call = requests.find((r) => r.url.pathname === '/api/freight/OceanRates');
    expect(call && filtersOf(call.url)).toEqual({
      mode: 'Ocean-FCL',
      serviceLevel: 'Express',
      deliveryTerms: 'PortToPort',
      portOfLoading: 'USHOU',
      portOfDischarge: 'BRSSZ',
      carrier: 'MAEU',
      containerCount: 2,
    });
    const carrierCalls = requests
      .filter((r) => r.url.pathname === '/api/freight/CarrierCodesWithParams')
      .map((r) => `${r.url.searchParams.get('portOfLoading')}-${r.url.searchParams.get('portOfDischarge')}`);
    // Carriers are asked only for a chosen pair of ports (never for USSAV with no discharge port yet).
    expect([...new Set(carrierCalls)]).toEqual(['USHOU-NLRTM', 'USHOU-BRSSZ']);
    await expectNoAxeViolations(document.body);
  });
});

/** Waits until a select offers exactly these codes (its look-up answered). */
async function waitForOptions(get: () => HTMLSelectElement, codes: string[]) {
  await vi.waitFor(() => expect(optionsOf(get())).toEqual(codes), { timeout: 5000 });
}
