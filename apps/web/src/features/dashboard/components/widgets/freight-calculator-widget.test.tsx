import type { AirRatesResponse } from '@connect/contracts/freight/freight.schemas';
import { airRatesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../../lib/session/session-store';
import { apiServer, json } from '../../../../test/api-server';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/render';
import { signInForTest } from '../../../../test/session';
import { FreightCalculatorWidget } from './freight-calculator-widget';

// The estimator's answer for 100 lb DFW → GRU (the freight calculator's test uses the same numbers).
const airAnswer: AirRatesResponse = airRatesResponseSchema.parse({
  freight: {
    mode: 'Air',
    serviceLevel: 'Express',
    originPort: 'DFW',
    destinationPort: 'GRU',
    totalGrossWeight: 100,
    totalVolumetricWeight: 0,
    volumeUnit: 'IN',
    weightUnit: 'LB',
    totalChargeableWeight: 100,
    totalEstimatedCost: 275.01,
  },
  rates: {
    tariffNumber: 'AF-LSCOMP-1',
    validFrom: '2026-10-25',
    validTo: '2027-11-24',
    currency: 'USD',
    transitDays: 3,
    originPort: 'DFW',
    destinationPort: 'GRU',
    serviceLevel: 'Express',
    carrier: null,
    rate0: '5.50',
    rate45: '4.20',
    rate100: '3.80',
    rate300: '3.40',
    rate500: '3.10',
    rate1000: '2.90',
    margin: '0.10',
    marginType: 'K',
    originCharge: '0.15',
    originUnit: 'K',
    originMinimum: '35.00',
    freightUnit: 'K',
    freightMinimum: '75.00',
    destHandlingCharge: '45.00',
    destHandlingUnit: 'S',
    destHandlingMin: '0.00',
  },
  estimate: {
    chargeable: {
      weightUnit: 'LB',
      grossWeight: 100,
      volumetricWeight: 0,
      basis: 'gross',
      chargeableWeight: 100,
      chargeableKg: 45.351,
    },
    weightBreak: { key: 'rate45', fromKg: 45, toKg: 100 },
    appliedBreak: { key: 'rate45', fromKg: 45, toKg: 100 },
    billedKg: 45.351,
    higherBreakApplied: false,
    savingCents: 0,
    ownBreakCents: 19047,
    nextBreak: {
      break: { key: 'rate100', fromKg: 100, toKg: 300 },
      rateCents: 380,
      freightCents: 38000,
      extraCents: 18953,
    },
    lines: [
      {
        code: 'ORIGIN',
        unit: 'K',
        rateCents: 15,
        quantityKg: 45.351,
        calculatedCents: 680,
        minimumCents: 3500,
        minimumApplied: true,
        margin: null,
        amountCents: 3500,
      },
      {
        code: 'FREIGHT',
        unit: 'K',
        rateCents: 420,
        quantityKg: 45.351,
        calculatedCents: 19047,
        minimumCents: 7500,
        minimumApplied: false,
        margin: { type: 'K', value: 10, cents: 454 },
        amountCents: 19501,
      },
      {
        code: 'DEST_HANDLING',
        unit: 'S',
        rateCents: 4500,
        quantityKg: null,
        calculatedCents: 4500,
        minimumCents: 0,
        minimumApplied: false,
        margin: null,
        amountCents: 4500,
      },
    ],
    totalCents: 27501,
    currency: 'USD',
    co2e: { co2eKg: 402.7, distanceKm: 8120, factorKgPerTonneKm: 0.6, source: 'GLEC default, air' },
  },
});

let destinationAsks: string[];
let rateFilters: unknown[];

beforeEach(() => {
  destinationAsks = [];
  rateFilters = [];
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
      const origin = url.searchParams.get('originPort') ?? '';
      destinationAsks.push(origin);
      return json({
        destinationAirportCode:
          origin === 'DFW' ? [{ code: 'GRU', name: 'São Paulo (GRU)' }] : [{ code: 'AMS', name: 'Amsterdam (AMS)' }],
        restriction: null,
      });
    }),
    http.get('/api/freight/Rates', ({ request }) => {
      rateFilters.push(JSON.parse(new URL(request.url).searchParams.get('filters') ?? 'null'));
      return json(airAnswer);
    }),
  );
});

afterEach(() => clearSession());

describe('FreightCalculatorWidget (issue 21)', () => {
  it('reloads the destinations for each origin (emptying the choice), refuses missing fields, and answers the explained price', async () => {
    const user = userEvent.setup();
    signInForTest(['freight-manager']);
    const { container } = renderWithProviders(<FreightCalculatorWidget controls={{}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Mode/ }), 'Air');
    const origin = screen.getByRole('combobox', { name: /^Origin airport/ });
    await screen.findByRole('option', { name: 'Houston (IAH)' });
    await user.selectOptions(origin, 'IAH');
    await screen.findByRole('option', { name: 'Amsterdam (AMS)' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Destination airport/ }), 'AMS');
    await user.selectOptions(origin, 'DFW');
    const destination = screen.getByRole('combobox', { name: /^Destination airport/ });
    expect((destination as HTMLSelectElement).value).toBe('');
    await screen.findByRole('option', { name: 'São Paulo (GRU)' });
    expect(destinationAsks).toEqual(['IAH', 'DFW']);

    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(rateFilters).toEqual([]);

    await user.selectOptions(destination, 'GRU');
    await user.type(screen.getByRole('textbox', { name: /^Gross weight \(lb\)/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Estimated total: $275.01')).toBeTruthy();
    expect(within(result).getByText('Chargeable weight 45.351 kg at the 45–100 kg break, $4.20 per kg')).toBeTruthy();
    expect(rateFilters).toEqual([
      {
        mode: 'Air',
        serviceLevel: 'Express',
        originPort: 'DFW',
        destinationPort: 'GRU',
        totalGrossWeight: 100,
        weightUnit: 'LB',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Open the freight calculator' }).getAttribute('href')).toBe(
      '/freight-manager/calculator',
    );
    await expectNoAxeViolations(container);
  });
});
