import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { SpendFilterPanel, type SpendFilterPanelProps } from './spend-filter-panel';
import { defaultSpendFilter, spendFilterFromParams, spendFilterQuery, withSpendFilter } from './spend-filter';

beforeEach(() => {
  apiServer.use(
    http.get('/api/reference/carriers', () =>
      json({
        list: 'carriers',
        items: [
          { code: 'KE', name: 'Korean Air', mode: 'AIR' },
          { code: 'MAEU', name: 'Maersk', mode: 'OCEAN' },
        ],
      }),
    ),
    http.get('/api/reference/countries', () =>
      json({
        list: 'countries',
        items: [
          { code: 'KR', name: 'Korea, Republic of' },
          { code: 'US', name: 'United States' },
          { code: 'MX', name: 'Mexico' },
        ],
      }),
    ),
    http.get('/api/reference/service-levels', () =>
      json({
        list: 'service-levels',
        items: [
          { code: 'STD', name: 'Standard' },
          { code: 'EXP', name: 'Express' },
        ],
      }),
    ),
  );
});

const july = defaultSpendFilter(new Date(2026, 10, 25));

function renderPanel(props: Partial<SpendFilterPanelProps> = {}) {
  const onApply = vi.fn();
  const onClear = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <SpendFilterPanel
      value={july}
      companyCode="LSCOMP"
      applied={false}
      onApply={onApply}
      onClear={onClear}
      {...props}
    />,
  );
  return { onApply, onClear, user, ...view };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' }) as HTMLInputElement;

describe('SpendFilterPanel (spec 2: the sender/receiver filter of the spend report)', () => {
  it('opens on July 1 – September 30 by invoice date, with every field of the spec (axe clean)', async () => {
    const { user, container } = renderPanel();
    const button = screen.getByRole('button', { name: /^Sender\/receiver filter:/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const panel = screen.getByRole('group', { name: 'Sender/receiver filter' });
    expect(field('From Date').value).toBe('2026-07-01');
    expect(field('To Date').value).toBe('2026-09-30');
    const dateType = within(panel).getByRole('combobox', { name: 'Date type' }) as HTMLSelectElement;
    expect(dateType.value).toBe('Invoice');
    expect([...dateType.options].map((o) => o.textContent)).toEqual(['Invoice date', 'Due date', 'Ship date']);
    const payor = within(panel).getByRole('combobox', { name: 'Payor' }) as HTMLSelectElement;
    expect([...payor.options].map((o) => o.textContent)).toEqual(['Any payor', 'Shipper', 'Consignee']);
    for (const label of ['Carrier', 'Account', 'Sender states', 'Receiver states', 'Service types'])
      expect(field(label)).toBeTruthy();
    expect(within(panel).getByText('The selected company (LSCOMP) when empty.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says what is wrong with the range and applies nothing until it is right', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: /^Sender\/receiver filter:/ }));
    fireEvent.change(field('To Date'), { target: { value: '2026-06-30' } });
    expect(screen.getByText('To Date must not be before From Date')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(field('From Date'), { target: { value: '' } });
    fireEvent.change(field('To Date'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('From Date is mandatory')).toBeTruthy();
    expect(screen.getByText('To Date is mandatory')).toBeTruthy();
    expect(field('From Date').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the chosen carrier, account, states, service types, date type and payor, and closes', async () => {
    const { user, onApply } = renderPanel();
    const button = screen.getByRole('button', { name: /^Sender\/receiver filter:/ });
    await user.click(button);
    fireEvent.change(field('From Date'), { target: { value: '2026-01-01' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date type' }), 'Due');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payor' }), 'Consignee');
    await user.type(field('Account'), 'lscomp');
    await user.click(field('Sender states'));
    await user.click(await screen.findByRole('option', { name: 'Korea, Republic of (KR)' }));
    await user.click(field('Receiver states'));
    await user.click(await screen.findByRole('option', { name: 'United States (US)' }));
    await user.click(field('Service types'));
    await user.click(await screen.findByRole('option', { name: 'Express (EXP)' }));
    await user.click(field('Carrier'));
    await user.click(await screen.findByRole('option', { name: 'Korean Air (KE)' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      fromDate: '2026-01-01',
      toDate: '2026-09-30',
      selectedCarrier: 'KE',
      selectedAccount: 'LSCOMP',
      selectedStatesSender: ['KR'],
      selectedStatesReceiver: ['US'],
      selectedServiceTypes: ['EXP'],
      selectedDate: 'Due',
      selectedPayor: 'Consignee',
    });
    expect(screen.queryByRole('group', { name: 'Sender/receiver filter' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers Clear filter while a filter is applied', async () => {
    const { user, onClear } = renderPanel({ applied: true });
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('the filter in the address', () => {
  it('round-trips through the query string with the spec names, and refuses a wrong one', () => {
    const filter = {
      ...july,
      selectedStatesSender: ['KR', 'JP'],
      selectedPayor: 'Shipper' as const,
      selectedDate: 'Ship' as const,
    };
    const params = withSpendFilter(new URLSearchParams('tab=x'), filter);
    expect(params.get('tab')).toBe('x');
    expect(spendFilterQuery(filter)).toEqual({
      fromDate: '2026-07-01',
      toDate: '2026-09-30',
      selectedStatesSender: 'KR,JP',
      selectedDate: 'Ship',
      selectedPayor: 'Shipper',
    });
    expect(spendFilterFromParams(params)).toEqual(filter);
    expect(spendFilterFromParams(new URLSearchParams('tab=x'))).toBeNull();
    expect(spendFilterFromParams(new URLSearchParams('fromDate=2026-09-30&toDate=2026-07-01'))).toBeNull();
    expect(spendFilterFromParams(new URLSearchParams('fromDate=2026-07-01&toDate=2026-09-30&selectedDate=Paid'))).toBe(
      null,
    );
    expect(withSpendFilter(params, null).toString()).toBe('tab=x');
  });
});
