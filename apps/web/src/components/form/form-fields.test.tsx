import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '../../lib/use-schema-form';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/render';
import { presetRange } from './date-range';
import { DateRangeField } from './date-range-field';
import {
  applyMask,
  AutocompleteField,
  MaskedField,
  NumericField,
  SelectField,
  TextAreaField,
  TextField,
  YesNoSwitch,
} from './form-fields';
import { comboRule, maskedRule, numberRule, textRule } from './validators';

function KitForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const schema = z.object({
    name: textRule(),
    pieces: numberRule({ min: 1 }),
    phone: maskedRule(10),
    mode: comboRule(),
  });
  const form = useSchemaForm(schema, { name: '', pieces: '' as number | '', phone: '', mode: '-1' });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <TextField label="Name" {...form.getInputProps('name')} />
      <NumericField label="Pieces" decimals={0} {...form.getInputProps('pieces')} />
      <MaskedField label="Phone" mask="(999) 999-9999" {...form.getInputProps('phone')} />
      <SelectField label="Mode" options={[{ id: 'AIR', label: 'Air' }]} {...form.getInputProps('mode')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('form kit inputs (spec 2 §2, §5)', () => {
  it("shows the validator's messages on submit and keeps the values typed", async () => {
    const submitted: unknown[] = [];
    const user = userEvent.setup();
    renderWithProviders(<KitForm onSubmit={(v) => submitted.push(v)} />);
    await user.type(screen.getByRole('textbox', { name: 'Pieces' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '21455');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('* required')).toHaveLength(2); // name and the '--select--' mode
    expect(screen.getByText('Value must be greater than or equal to 1')).toBeTruthy();
    expect(screen.getByText('Exactly 10 characters are required')).toBeTruthy();
    expect(submitted).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(214) 55');
    await expectNoAxeViolations(document.body);
  });

  it('cleans text on blur: trimmed, non-ASCII removed', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Company" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), '  Café Serra  ');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('Caf Serra');
    expect(screen.getByRole('textbox', { name: 'Company' }).getAttribute('maxlength')).toBe('5000');
  });

  it('refuses the minus key and a pasted value below the minimum', async () => {
    function Harness() {
      const [value, setValue] = useState<number | ''>('');
      return <NumericField label="Weight" min={1} value={value} onChange={setValue} />;
    }
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement;
    await user.type(box, '-5');
    expect(box.value).toBe('5');
    const paste = (text: string) =>
      fireEvent.paste(box, { clipboardData: { getData: () => text } } as unknown as ClipboardEventInit);
    expect(paste('0.5')).toBe(false); // default prevented
    expect(paste('12.5')).toBe(true);
  });

  it('masks input by slot', () => {
    expect(applyMask('(999) 999-9999', 'ab2145550199x')).toBe('(214) 555-0199');
    expect(applyMask('AA-99', '1a2b3c4')).toBe('ab-34');
  });

  it("offers '--select--' as value -1, a Yes/No switch and a 6-row-capable text area", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [on, setOn] = useState(false);
      const [text, setText] = useState('');
      return (
        <>
          <SelectField label="Mode" value="" onChange={() => undefined} options={[{ id: 'AIR', label: 'Air' }]} />
          <YesNoSwitch label="Urgent" checked={on} onChange={setOn} />
          <TextAreaField label="Notes" rows={6} value={text} onChange={setText} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Mode' }) as HTMLSelectElement;
    expect(select.value).toBe('-1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['--select--', 'Air']);
    const toggle = screen.getByRole('switch', { name: 'Urgent' });
    expect(screen.getByText('No')).toBeTruthy();
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('maxlength')).toBe('5000');
  });

  it('autocompletes from the first character only', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return <AutocompleteField label="Port" data={['DFW', 'DTW', 'GRU']} value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    const box = screen.getByLabelText('Port', { selector: 'input' });
    await user.click(box);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(box, 'D');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['DFW', 'DTW']);
  });

  it('fills dates from a preset, becomes custom when a date changes, and flags a reversed range', async () => {
    const today = new Date(Date.UTC(2025, 5, 30));
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState({ preset: 'last30' as const, ...presetRange('last30', today) });
      return <DateRangeField label="Dates" value={value} onChange={setValue as never} today={today} />;
    }
    renderWithProviders(<Harness />);
    const from = screen.getByLabelText('From Date') as HTMLInputElement;
    const to = screen.getByLabelText('To Date') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2025-05-31', '2025-06-30']);
    expect(screen.getByText('31 days')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'currentYear');
    expect(from.value).toBe('2025-01-01');
    fireEvent.change(to, { target: { value: '2024-12-01' } });
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('custom');
    expect(screen.queryByText(/^\d+ days?$/)).toBeNull();
    expect(screen.getByText('To Date must not be before From Date')).toBeTruthy();
  });
});
