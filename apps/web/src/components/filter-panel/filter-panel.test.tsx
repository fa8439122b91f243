import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/render';
import { FilterPanel } from './filter-panel';

describe('FilterPanel (spec 2 §2, §4)', () => {
  it('shows the applied range as MM/DD/YYYY - MM/DD/YYYY and emits yyyymmdd dates, modes and organization', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <FilterPanel
        today={new Date(Date.UTC(2025, 5, 30))}
        modes={[
          { ModeKey: 'AIR', ModeName: 'Air' },
          { ModeKey: 'OCEAN', ModeName: 'Ocean' },
        ]}
        organizations={[{ OrganizationKey: 'LSCOMP', OrganizationName: 'Lone Star Components' }]}
        onApply={onApply}
      />,
    );
    const button = screen.getByRole('button', { name: 'Filters: 05/31/2025 - 06/30/2025' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(document.body);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-06-01' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipper Organization' }), 'LSCOMP');
    await user.click(screen.getByLabelText('Mode Name', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Ocean' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      fromDate: 20250601,
      toDate: 20250630,
      shipmentType: 'All',
      modeName: ['OCEAN'],
      orgKey: 'LSCOMP',
    });
    expect(screen.getByRole('button', { name: 'Filters: 06/01/2025 - 06/30/2025' })).toBeTruthy();
  });

  it('cannot apply a reversed range', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <FilterPanel today={new Date(Date.UTC(2025, 5, 30))} modes={[]} organizations={[]} onApply={onApply} />,
    );
    await user.click(screen.getByRole('button', { name: /^Filters:/ }));
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2025-07-15' } });
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
  });
});
