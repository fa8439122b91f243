import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { senderReceiverDefaultRange } from '../form/date-range';
import { FilterPanel, rangeLabel, type FilterPanelProps } from './filter-panel';

const today = new Date(2025, 5, 30, 9, 0);
const modes = [
  { ModeKey: 'AIR', ModeName: 'Air' },
  { ModeKey: 'OCEAN', ModeName: 'Ocean' },
];
const organizations = [
  { OrganizationKey: 'LSCOMP', OrganizationName: 'Lone Star Components' },
  { OrganizationKey: 'GULFMED', OrganizationName: 'Gulf Medical Supply' },
];

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onApply = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <FilterPanel today={today} modes={modes} organizations={organizations} onApply={onApply} {...props} />,
  );
  return { onApply, user };
}

describe('FilterPanel (spec 2 §2, §4)', () => {
  it('shows the default range (last 30 days) on its button as MM/DD/YYYY - MM/DD/YYYY, closed', () => {
    renderPanel();
    const button = screen.getByRole('button', { name: 'Filters: 06/01/2025 - 06/30/2025' });
    expect(button.textContent).toBe('06/01/2025 - 06/30/2025');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('From Date')).toBeNull();
  });

  it("emits 'All' and the default range when applied untouched", async () => {
    const { onApply, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /^Filters:/ }));
    const org = screen.getByRole('combobox', { name: 'Shipper Organization' }) as HTMLSelectElement;
    expect(org.value).toBe('All');
    expect([...org.options].map((o) => [o.value, o.textContent])).toEqual([
      ['All', 'All'],
      ['LSCOMP', 'Lone Star Components'],
      ['GULFMED', 'Gulf Medical Supply'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      fromDate: 20250601,
      toDate: 20250630,
      shipmentType: 'All',
      modeName: [],
      orgKey: 'All',
    });
  });

  it('emits yyyymmdd dates, the chosen modes and organization, then closes and shows the new range', async () => {
    const { onApply, user } = renderPanel();
    const button = screen.getByRole('button', { name: /^Filters:/ });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    await expectNoAxeViolations(document.body);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last90');
    expect(screen.getByText('90 days')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2025-06-15' } });
    expect(screen.queryByText('90 days')).toBeNull(); // changing a date clears the number of days
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipper Organization' }), 'GULFMED');
    await user.click(screen.getByRole('combobox', { name: 'Mode Name' }));
    await user.click(await screen.findByRole('option', { name: 'Ocean' }));
    await user.click(screen.getByRole('option', { name: 'Air' }));
    expect(onApply).not.toHaveBeenCalled(); // nothing applies before Apply
    expect(button.textContent).toBe('06/01/2025 - 06/30/2025');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      fromDate: 20250402,
      toDate: 20250615,
      shipmentType: 'All',
      modeName: ['OCEAN', 'AIR'],
      orgKey: 'GULFMED',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('04/02/2025 - 06/15/2025');
    expect(document.activeElement).toBe(button);
  });

  it('cannot apply a reversed range', async () => {
    const { onApply, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /^Filters:/ }));
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-07-15' } });
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await user.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('closes on Escape without applying, focus back on the button', async () => {
    const { onApply, user } = renderPanel();
    const button = screen.getByRole('button', { name: /^Filters:/ });
    await user.click(button);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-06-20' } });
    await user.click(screen.getByRole('combobox', { name: 'Shipper Organization' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('From Date')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('06/01/2025 - 06/30/2025');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('disables both date pickers in comparison mode and starts where told', async () => {
    const { onApply, user } = renderPanel({ comparisonMode: true, initialRange: senderReceiverDefaultRange(today) });
    await user.click(screen.getByRole('button', { name: 'Filters: 07/01/2025 - 09/30/2025' }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect((within(panel).getByLabelText('From Date') as HTMLInputElement).disabled).toBe(true);
    expect((within(panel).getByLabelText('To Date') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ fromDate: 20250701, toDate: 20250930 }));
  });

  it('formats a range label and leaves an invalid day empty', () => {
    expect(rangeLabel({ from: '2025-01-05', to: '2025-12-31' })).toBe('01/05/2025 - 12/31/2025');
    expect(rangeLabel({ from: '', to: '2025-12-31' })).toBe(' - 12/31/2025');
  });
});
