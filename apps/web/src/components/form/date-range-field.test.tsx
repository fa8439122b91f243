import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { defaultPresetRange, type PresetDateRange } from './date-range';
import { DateRangeField } from './date-range-field';

const today = new Date(2025, 5, 30, 10, 0);

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<PresetDateRange>(() => defaultPresetRange(today));
  return (
    <>
      <DateRangeField label="Dates" value={value} onChange={setValue} today={today} disabled={disabled} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preset = () => screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;

describe('DateRangeField (spec 2 §4)', () => {
  it('starts at the last 30 days and offers the six presets', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Dates' })).toBeTruthy();
    expect(preset().value).toBe('last30');
    expect([...preset().options].map((o) => o.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'Current year',
      'Custom',
    ]);
    expect([input('From Date').value, input('To Date').value]).toEqual(['2025-06-01', '2025-06-30']);
    expect(screen.getByText('30 days')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('fills both dates from a preset and shows its number of days', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(preset(), 'last7');
    expect([input('From Date').value, input('To Date').value]).toEqual(['2025-06-24', '2025-06-30']);
    expect(screen.getByText('7 days')).toBeTruthy();
    await user.selectOptions(preset(), 'currentYear');
    expect(input('From Date').value).toBe('2025-01-01');
    expect(screen.getByText('181 days')).toBeTruthy();
  });

  it('becomes custom and clears the number of days when a date changes', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input('From Date'), { target: { value: '2025-06-10' } });
    expect(preset().value).toBe('custom');
    expect(screen.queryByText(/^\d+ days?$/)).toBeNull();
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      preset: 'custom',
      from: '2025-06-10',
      to: '2025-06-30',
    });
    expect(input('To Date').min).toBe('2025-06-10');
    expect(input('From Date').max).toBe('2025-06-30');
  });

  it('flags a reversed range on To Date', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input('To Date'), { target: { value: '2025-05-01' } });
    expect(screen.getByText('To Date must not be before From Date')).toBeTruthy();
    expect(input('To Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables both pickers and the preset when told (comparison mode)', () => {
    renderWithProviders(<Harness disabled />);
    expect(input('From Date').disabled).toBe(true);
    expect(input('To Date').disabled).toBe(true);
    expect(preset().disabled).toBe(true);
  });
});
