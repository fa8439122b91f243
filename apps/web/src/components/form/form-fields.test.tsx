import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/use-schema-form';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import {
  applyMask,
  DateField,
  FormNotValidAlert,
  MaskedField,
  maskLength,
  SelectField,
  TextField,
} from './form-fields';
import { TextAreaField } from './text-area-field';
import { YesNoSwitch } from './yes-no-switch';
import { AutocompleteField } from './autocomplete-field';
import { NumericField } from './numeric-field';
import { autocompleteRule, comboRule, dateRule, emailRule, maskedRule, numberRule, textRule } from './validators';

const phoneMask = '(999) 999-9999';
const schema = z.object({
  name: textRule(),
  email: emailRule(),
  pieces: numberRule({ min: 1 }),
  phone: maskedRule(maskLength(phoneMask)),
  mode: comboRule(),
  port: autocompleteRule(),
  pickup: dateRule({ min: '2025-07-01' }),
  urgent: z.boolean(),
  notes: textRule({ required: false }),
});
type KitValues = {
  name: string;
  email: string;
  pieces: number | '';
  phone: string;
  mode: string;
  port: string;
  pickup: string;
  urgent: boolean;
  notes: string;
};
const emptyValues: KitValues = {
  name: '',
  email: '',
  pieces: '',
  phone: '',
  mode: '-1',
  port: '',
  pickup: '',
  urgent: false,
  notes: '',
};

function KitForm({ onSubmit }: { onSubmit: (values: KitValues) => void }) {
  const form = useSchemaForm(schema, emptyValues);
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setInvalid(false);
          onSubmit(values);
        },
        () => setInvalid(true),
      )}
    >
      <FormNotValidAlert visible={invalid} />
      <TextField label="Name" {...form.getInputProps('name')} />
      <TextField label="E-mail" type="email" {...form.getInputProps('email')} />
      <NumericField label="Pieces" decimals={0} {...form.getInputProps('pieces')} />
      <MaskedField label="Phone" mask={phoneMask} {...form.getInputProps('phone')} />
      <SelectField
        label="Mode"
        options={[
          { id: 'AIR', label: 'Air' },
          { id: 'OCEAN', label: 'Ocean' },
        ]}
        {...form.getInputProps('mode')}
      />
      <AutocompleteField label="Port" data={['DFW', 'GRU']} {...form.getInputProps('port')} />
      <DateField label="Pickup date" {...form.getInputProps('pickup')} />
      <YesNoSwitch label="Urgent" {...form.getInputProps('urgent', { type: 'checkbox' })} />
      <TextAreaField label="Notes" {...form.getInputProps('notes')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the form kit in a schema form (spec 2 §5)', () => {
  it("shows the validator's exact messages on submit and 'This form is not valid.' above", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<KitForm onSubmit={onSubmit} />);
    await user.type(textbox('E-mail'), 'dana@');
    await user.type(textbox('Pieces'), '0');
    await user.type(textbox('Phone'), '21455');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2025-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('This form is not valid.');
    const errorOf = (name: string) => {
      const id = screen.getByLabelText(name, { selector: 'input, select' }).getAttribute('aria-describedby') ?? '';
      return id
        .split(' ')
        .map((part) => document.getElementById(part)?.textContent ?? '')
        .join('');
    };
    expect(errorOf('Name')).toBe('* required');
    expect(errorOf('E-mail')).toBe('Invalid Email');
    expect(errorOf('Pieces')).toBe('Value must be greater than or equal to 1');
    expect(errorOf('Phone')).toBe('Exactly 10 characters are required');
    expect(errorOf('Mode')).toBe('* required'); // '--select--' is -1, which counts as empty
    expect(errorOf('Port')).toBe(''); // an empty optional autocomplete is no error
    expect(errorOf('Pickup date')).toBe('Value must be greater than or equal to 07-01-2025');
    expect(textbox('Phone').value).toBe('(214) 55');
    await expectNoAxeViolations(document.body);
  });

  it('submits the values once they are valid, text cleaned', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<KitForm onSubmit={onSubmit} />);
    await user.type(textbox('Name'), '  Zoë Ortiz ');
    await user.type(textbox('E-mail'), 'zoe@lonestar.example');
    await user.type(textbox('Pieces'), '12');
    await user.type(textbox('Phone'), '2145550199');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'OCEAN');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2025-07-01' } });
    await user.click(screen.getByRole('switch', { name: 'Urgent' }));
    await user.type(textbox('Notes'), ' Dock 4 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Zoe Ortiz',
      email: 'zoe@lonestar.example',
      pieces: 12,
      phone: '(214) 555-0199',
      mode: 'OCEAN',
      port: '',
      pickup: '2025-07-01',
      urgent: true,
      notes: 'Dock 4',
    });
  });

  it('shows a message only once the field is touched; the mask length is checked on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KitForm onSubmit={() => undefined} />);
    await user.click(textbox('Name'));
    await user.tab(); // passing through says nothing
    expect(screen.queryByText('* required')).toBeNull();
    await user.type(textbox('E-mail'), 'dana@');
    expect(screen.queryByText('Invalid Email')).toBeNull(); // still typing
    await user.type(textbox('Phone'), '214');
    expect(screen.getByText('Invalid Email')).toBeTruthy(); // changed and left
    expect(screen.queryByText('Exactly 10 characters are required')).toBeNull(); // still typing
    await user.tab();
    expect(screen.getByText('Exactly 10 characters are required')).toBeTruthy();
    expect(textbox('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('* required')).toBeNull(); // Name, Mode, Pickup date: never changed
    await user.type(textbox('Phone'), '5550199');
    expect(screen.queryByText('Exactly 10 characters are required')).toBeNull(); // a change clears it
  });
});

describe('TextField and TextAreaField', () => {
  function Harness({ area = false }: { area?: boolean }) {
    const [value, setValue] = useState('');
    return (
      <>
        {area ? (
          <TextAreaField label="Notes" rows={6} value={value} onChange={setValue} />
        ) : (
          <TextField label="Company" value={value} onChange={setValue} />
        )}
        <output>{JSON.stringify(value)}</output>
      </>
    );
  }

  it('cleans text on blur (trimmed, non-ASCII removed) and takes at most 5000 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(textbox('Company'), '  Café Serra  ');
    expect(screen.getByRole('status').textContent).toBe('"  Café Serra  "'); // untouched while typing
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('"Cafe Serra"');
    expect(textbox('Company').getAttribute('maxlength')).toBe('5000');
  });

  it('keeps line breaks inside a text area', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness area />);
    await user.type(textbox('Notes'), ' Dock 4{Enter}Gate ß ');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify('Dock 4\nGate ss'));
    expect(textbox('Notes').getAttribute('maxlength')).toBe('5000');
    expect(textbox('Notes').getAttribute('rows')).toBe('6');
  });
});

describe('NumericField', () => {
  function Harness(props: { min?: number; decimals?: number }) {
    const [value, setValue] = useState<number | ''>('');
    return (
      <>
        <NumericField label="Weight" {...props} value={value} onChange={setValue} />
        <output>{JSON.stringify(value)}</output>
      </>
    );
  }

  it('refuses the minus key with the default minimum 0 and emits numbers without grouping', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(textbox('Weight'), '-12345.678');
    expect(textbox('Weight').value).toBe('12345.67'); // 2 decimals by default, no thousands separator
    expect(screen.getByRole('status').textContent).toBe('12345.67');
  });

  it('refuses a pasted value below the minimum or not a number, and takes one at or above it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness min={1} />);
    await user.click(textbox('Weight'));
    await user.paste('0.5');
    expect(textbox('Weight').value).toBe('');
    await user.paste('-3');
    expect(textbox('Weight').value).toBe('');
    await user.paste('abc');
    expect(textbox('Weight').value).toBe('');
    await user.paste('12.5');
    expect(textbox('Weight').value).toBe('12.5');
    expect(screen.getByRole('status').textContent).toBe('12.5');
  });

  it('takes whole numbers only with 0 decimals, and negative numbers when the minimum allows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness decimals={0} />);
    await user.type(textbox('Weight'), '7.5');
    expect(textbox('Weight').value).toBe('75');
  });

  it('lets the minus key through for a negative minimum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness min={-10} />);
    await user.type(textbox('Weight'), '-4');
    expect(screen.getByRole('status').textContent).toBe('-4');
  });
});

describe('MaskedField', () => {
  it('places typed characters in the slots and skips what does not fit', () => {
    expect(applyMask(phoneMask, 'ab2145550199x')).toBe('(214) 555-0199');
    expect(applyMask('AA-99', '1a2b3c4')).toBe('ab-34');
    expect(applyMask(phoneMask, '')).toBe('');
    expect(maskLength(phoneMask)).toBe(10);
    expect(maskLength('AA-**')).toBe(4);
  });

  it('formats as the user types and shows the mask as placeholder', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return <MaskedField label="Phone" mask={phoneMask} value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    await user.type(textbox('Phone'), '214x555');
    expect(textbox('Phone').value).toBe('(214) 555');
    expect(textbox('Phone').getAttribute('placeholder')).toBe('(___) ___-____');
    expect(textbox('Phone').getAttribute('inputmode')).toBe('numeric');
    await user.type(textbox('Phone'), '{Backspace}{Backspace}');
    expect(textbox('Phone').value).toBe('(214) 5');
  });
});

describe('SelectField', () => {
  it("offers '--select--' (value -1) first and emits the chosen id", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SelectField label="Mode" value="" onChange={onChange} options={[{ id: 'AIR', label: 'Air' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Mode' }) as HTMLSelectElement;
    expect(select.value).toBe('-1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['-1', '--select--'],
      ['AIR', 'Air'],
    ]);
    await user.selectOptions(select, 'AIR');
    expect(onChange).toHaveBeenCalledWith('AIR');
  });

  it('can leave the empty item out', () => {
    renderWithProviders(
      <SelectField label="Mode" value="AIR" withEmptyItem={false} options={[{ id: 'AIR', label: 'Air' }]} />,
    );
    expect(within(screen.getByRole('combobox', { name: 'Mode' })).getAllByRole('option')).toHaveLength(1);
  });
});

describe('YesNoSwitch', () => {
  it('reads No when off and Yes when on, by click or keyboard', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [on, setOn] = useState(false);
      return <YesNoSwitch label="Urgent" checked={on} onChange={setOn} />;
    }
    renderWithProviders(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Urgent' }) as HTMLInputElement;
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.queryByText('Yes')).toBeNull();
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(screen.getByText('Yes')).toBeTruthy();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(false);
    expect(screen.getByText('No')).toBeTruthy();
  });
});

describe('AutocompleteField', () => {
  it('offers options from the first character only (minimum length 1)', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return <AutocompleteField label="Port" data={['DFW', 'DTW', 'GRU']} value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Port' });
    await user.click(box);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(box, 'D');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['DFW', 'DTW']);
    await user.click(screen.getByRole('option', { name: 'DTW' }));
    expect((box as HTMLInputElement).value).toBe('DTW');
  });
});

describe('DateField', () => {
  it('is a labelled date input emitting YYYY-MM-DD within its bounds', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DateField label="Pickup date" value="" onChange={onChange} min="2025-07-01" max="2025-09-30" />,
    );
    const input = screen.getByLabelText('Pickup date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect([input.min, input.max]).toEqual(['2025-07-01', '2025-09-30']);
    fireEvent.change(input, { target: { value: '2025-08-15' } });
    expect(onChange).toHaveBeenCalledWith('2025-08-15');
  });
});

describe('FormNotValidAlert', () => {
  it("says 'This form is not valid.' only when visible", () => {
    const { rerender } = renderWithProviders(<FormNotValidAlert visible={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormNotValidAlert visible />);
    expect(screen.getByRole('alert').textContent).toBe('This form is not valid.');
  });
});
