import type { Statement } from '@connect/contracts/billing/billing.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { signInForTest } from '@/test/session';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { MonthlyStatementPage, StatementsPage } from './statements-page';
import { startAppI18n } from '@/test/app-i18n';

const statement = (periodCode: string, periodName: string): Statement => ({
  customer: { code: 'LSCOMP', name: 'Lone Star Components LLC', address: 'Dallas, TX' },
  periodCode,
  periodName,
  from: '2026-01-01',
  to: '2026-11-23',
  generatedAt: '2026-11-23T12:00:00.000Z',
  openingBalanceCents: 100_000,
  entries: [
    {
      date: '2026-03-04',
      kind: 'Invoice',
      reference: 'MGL-INV-26000123',
      description: 'Export invoice · MGLA26000123',
      chargeCents: 250_050,
      creditCents: 0,
      balanceCents: 350_050,
    },
    {
      date: '2026-03-20',
      kind: 'Payment',
      reference: 'PAY-260320-ABCDE',
      description: 'Payment · MGL-INV-26000123',
      chargeCents: 0,
      creditCents: 250_050,
      balanceCents: 100_000,
    },
  ],
  closingBalanceCents: 100_000,
  aging: { currentCents: 60_000, days1to30Cents: 40_000, days31to60Cents: 0, days61to90Cents: 0, over90Cents: 0 },
});

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  signInForTest(['billing']);
  apiServer.use(
    http.get('/api/billing/statements', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams);
      const period = url.searchParams.get('period');
      return json(statement(period ?? 'M', period === 'L3M' ? 'Last 3 Months' : 'YTD'));
    }),
  );
});

afterEach(async () => {
  clearSession();
  if (i18next.isInitialized) await i18next.changeLanguage('en-US');
});

describe('statements', () => {
  it('shows the YTD statement with its running balance and aging, switches period, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<StatementsPage />);
    const table = await screen.findByRole('table', { name: 'Invoices, payments and credits of the period' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('$2,500.50')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('$3,500.50')).toBeTruthy();
    expect(screen.getByText('01/01/2026 to 11/23/2026')).toBeTruthy();
    const aging = screen.getByRole('table', { name: 'Open balance by age on the last day' });
    expect(within(aging).getByText('$600.00')).toBeTruthy();
    expect(asked[0]?.get('period')).toBe('YTD');
    await user.click(screen.getByRole('radio', { name: 'Last 3 Months' }));
    await screen.findByRole('heading', { name: 'Statement: Last 3 Months' });
    expect(asked.at(-1)?.get('period')).toBe('L3M');
    await expectNoAxeViolations(container);
  });

  it('asks for a month of the last four years', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonthlyStatementPage />);
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect([...year.options].map((o) => o.value)).toHaveLength(4);
    await user.selectOptions(year, year.options[1]?.value ?? '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2');
    await screen.findByRole('table', { name: 'Invoices, payments and credits of the period' });
    expect(asked.at(-1)?.get('month')).toBe('2');
    expect(asked.at(-1)?.get('year')).toBe(year.options[1]?.value);
  });

  it('names the months in the reader’s language (es-MX, then pt-BR)', async () => {
    // The app's own i18next instance, in Spanish, then Portuguese.
    await startAppI18n('es-MX');
    const user = userEvent.setup();
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <MonthlyStatementPage />
      </I18nextProvider>,
    );
    const year = screen.getByRole('combobox', { name: 'Año' }) as HTMLSelectElement;
    // A past year has all twelve months.
    await user.selectOptions(year, year.options[1]?.value ?? '');
    /** The month choices' names (not the empty choice). */
    const monthNames = (label: string) =>
      [...(screen.getByRole('combobox', { name: label }) as HTMLSelectElement).options]
        .filter((o) => /^\d+$/.test(o.value))
        .map((o) => o.textContent);
    expect(monthNames('Mes')).toHaveLength(12);
    expect(monthNames('Mes').slice(0, 3)).toEqual(['enero', 'febrero', 'marzo']);
    expect(monthNames('Mes')).not.toContain('January');
    await i18next.changeLanguage('pt-BR');
    await screen.findByRole('combobox', { name: 'Mês' });
    expect(monthNames('Mês').slice(0, 3)).toEqual(['janeiro', 'fevereiro', 'março']);
  });
});
