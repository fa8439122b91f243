import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { airAnswerDfwGru } from '@/test/fixtures/freight';
import { FreightCalculatorWidget } from './freight-calculator-widget';

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
      return json(airAnswerDfwGru);
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
