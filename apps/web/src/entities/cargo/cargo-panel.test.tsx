import { initialCargoRows } from '@connect/domain/cargo/cargo-rows';
import type { CargoRow, FreightSummary } from '@connect/domain/cargo/chargeable-weight';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { CargoPanel, readStoredCargoUnits, type CargoPanelProps, type CargoUnits } from './cargo-panel';

type Emitted = { rows: CargoRow[]; units: CargoUnits; summary: FreightSummary };

/** A host that holds the panel's state, as the booking form does. */
function Harness({
  initialRows = initialCargoRows(),
  initialUnits = { volumeUnit: 'IN', weightUnit: 'LB' },
  onEmit,
  ...rest
}: Partial<Omit<CargoPanelProps, 'rows' | 'units' | 'onChange'>> & {
  initialRows?: CargoRow[];
  initialUnits?: CargoUnits;
  onEmit: (next: Emitted) => void;
}) {
  const [state, setState] = useState({ rows: initialRows, units: initialUnits });
  return (
    <CargoPanel
      {...rest}
      rows={state.rows}
      units={state.units}
      onChange={(next) => {
        onEmit(next);
        setState({ rows: next.rows, units: next.units });
      }}
    />
  );
}

function renderPanel(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onEmit = vi.fn<(next: Emitted) => void>();
  const user = userEvent.setup();
  renderWithProviders(<Harness onEmit={onEmit} {...props} />);
  const last = () => onEmit.mock.lastCall?.[0];
  return { onEmit, user, last };
}

const grid = () => screen.getByRole('table', { name: 'Cargo rows' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The value shown under a total's label (the totals are a description list). */
const total = (label: string) =>
  screen.getByText(label, { selector: 'dt *' }).closest('div')?.querySelector('dd')?.textContent;

const row = (patch: Partial<CargoRow>): CargoRow => ({ ...initialCargoRows()[0]!, ...patch });

beforeEach(() => window.localStorage.clear());

describe('CargoPanel (spec 2 §2, §4, §5, §9)', () => {
  it('starts expanded with one empty row, no Remove, zero totals; the title button collapses it', async () => {
    const { user } = renderPanel();
    const toggle = screen.getByRole('button', { name: 'Cargo Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Cargo Details' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(1);
    expect(box('Quantity, row 1').value).toBe('');
    expect(screen.getByRole('button', { name: 'Add row after row 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate row 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(total('Total Quantity (Pcs)')).toBe('0');
    expect(total('Total Chargeable Weight')).toBe('0 LB');
    expect(total('Total Estimated Cost (USD)')).toBe('—');
    expect(screen.queryByText('Box Packaging Total (USD)')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(grid()).toBeTruthy();
  });

  it('shows Add on the last row only, focuses the new row, and offers Remove once there are two', async () => {
    const { user, last } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add row after row 1' }));
    expect(bodyRows()).toHaveLength(2);
    expect(document.activeElement).toBe(box('Quantity, row 2'));
    expect(screen.queryByRole('button', { name: 'Add row after row 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add row after row 2' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove row/ })).toHaveLength(2);
    expect(last()?.rows.map((r) => r.rowindex)).toEqual([0, 1]);

    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(bodyRows()).toHaveLength(1);
    expect(document.activeElement).toBe(box('Quantity, row 1'));
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('duplicates a row below itself with its values', async () => {
    const { user, last } = renderPanel();
    await user.type(box('Quantity, row 1'), '3');
    await user.type(box('Length, row 1'), '12.5');
    await user.type(box('Gross Weight per Piece, row 1'), '40');
    await user.click(screen.getByRole('checkbox', { name: 'Box Packaging, row 1' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate row 1' }));
    expect(bodyRows()).toHaveLength(2);
    expect(document.activeElement).toBe(box('Quantity, row 2'));
    expect(box('Quantity, row 2').value).toBe('3');
    expect(box('Length, row 2').value).toBe('12.5');
    expect(box('Gross Weight per Piece, row 2').value).toBe('40');
    expect((screen.getByRole('checkbox', { name: 'Box Packaging, row 2' }) as HTMLInputElement).checked).toBe(true);
    expect(last()?.rows).toEqual([
      { rowindex: 0, qty: 3, length: 12.5, width: 0, height: 0, grossWeight: 40, boxPackaging: true },
      { rowindex: 1, qty: 3, length: 12.5, width: 0, height: 0, grossWeight: 40, boxPackaging: true },
    ]);
    // Box packaging: 35 per unit of qty, 3 + 3 pieces = 210, a cost in US dollars (issue #23 item 8).
    expect(total('Box Packaging Total (USD)')).toBe('$210.00');
  });

  it('totals two rows in CM and KG as worked by hand', async () => {
    const { user, last } = renderPanel({
      initialUnits: { volumeUnit: 'CM', weightUnit: 'KG' },
      estimatedCostUsd: 1234.5,
    });
    // Row 1: 2 × 50 × 40 × 30 cm = 120,000 cm³ = 0.12 m³; 2 × 10 kg = 20 kg.
    // Row 2: 1 × 100 × 50 × 40 cm = 200,000 cm³ = 0.2 m³; 1 × 30 kg = 30 kg.
    // Total 320,000 cm³ = 0.32 m³; gross 50 kg; volumetric 320,000 ÷ 6000 = 53.333… kg (no factor in KG);
    // chargeable = max(50, 53.333) rounded up to the next 0.5 = 53.5 kg. Qty 3.
    const fill = async (n: number, values: [string, string, string, string, string]) => {
      const fields = ['Quantity', 'Length', 'Width', 'Height', 'Gross Weight per Piece'];
      for (const [i, field] of fields.entries()) await user.type(box(`${field}, row ${n}`), values[i]!);
    };
    await fill(1, ['2', '50', '40', '30', '10']);
    await user.click(screen.getByRole('button', { name: 'Add row after row 1' }));
    await fill(2, ['1', '100', '50', '40', '30']);
    await user.tab();

    const [first, second] = bodyRows();
    expect(within(first!).getByText('0.12 m³')).toBeTruthy();
    expect(within(second!).getByText('0.2 m³')).toBeTruthy();
    // The weight is per piece; each row shows its own total beside it (issue #23 item 8).
    expect(screen.getByRole('columnheader', { name: 'Gross Weight per Piece (KG)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Row Gross Weight (KG)' })).toBeTruthy();
    expect(within(first!).getByText('20 KG')).toBeTruthy();
    expect(within(second!).getByText('30 KG')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Volume (m³)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Length (CM)' })).toBeTruthy();
    expect(total('Total Quantity (Pcs)')).toBe('3');
    expect(total('Total Volume')).toBe('0.32 m³');
    expect(total('Total Gross Weight')).toBe('50 KG');
    expect(total('Volumetric Weight')).toBe('53.33 KG');
    expect(total('Total Chargeable Weight')).toBe('53.5 KG');
    expect(total('Total Estimated Cost (USD)')).toBe('$1,234.50');
    expect(last()?.summary).toEqual({
      weightUnit: 'KG',
      volumeUnit: 'CM',
      totalQty: 3,
      totalGrossWeight: 50,
      totalVolume: 0.32,
      totalVolumetricWeight: 53.33,
      totalChargeableWeight: 53.5,
      boxPackagingTotal: 0,
      working: { divisor: 6000, factor: 1, rounding: 'up to the next 0.5' },
    });
  });

  it('converts every row when the volume unit changes and keeps the units in browser storage', async () => {
    const { user, last } = renderPanel({
      initialRows: [row({ qty: 2, length: 40, width: 30, height: 20, grossWeight: 25 })],
    });
    expect(readStoredCargoUnits()).toEqual({ volumeUnit: 'IN', weightUnit: 'LB' }); // defaults
    expect(screen.getByText('27.778 ft³', { selector: 'tbody *' })).toBeTruthy(); // 48,000 in³ ÷ 1728

    await user.selectOptions(screen.getByRole('combobox', { name: 'Volume Unit' }), 'CM');
    // 40 × 2.54 = 101.6, 30 × 2.54 = 76.2, 20 × 2.54 = 50.8; the weight stays in LB.
    expect(box('Length, row 1').value).toBe('101.6');
    expect(box('Width, row 1').value).toBe('76.2');
    expect(box('Height, row 1').value).toBe('50.8');
    expect(box('Gross Weight per Piece, row 1').value).toBe('25');
    expect(window.localStorage.getItem('VolumeUnit')).toBe('CM');
    expect(window.localStorage.getItem('WeightUnit')).toBe('LB');
    expect(last()?.units).toEqual({ volumeUnit: 'CM', weightUnit: 'LB' });
    expect(last()?.rows[0]).toMatchObject({ length: 101.6, width: 76.2, height: 50.8, grossWeight: 25 });
    // 2 × 101.6 × 76.2 × 50.8 = 786,579.6 cm³ = 0.787 m³
    expect(screen.getByText('0.787 m³', { selector: 'tbody *' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight Unit' }), 'KG');
    expect(box('Gross Weight per Piece, row 1').value).toBe('11.34'); // 25 × 0.453592 = 11.3398
    expect(window.localStorage.getItem('WeightUnit')).toBe('KG');
    expect(readStoredCargoUnits()).toEqual({ volumeUnit: 'CM', weightUnit: 'KG' });

    window.localStorage.setItem('VolumeUnit', 'FT');
    window.localStorage.setItem('WeightUnit', '"KG"');
    expect(readStoredCargoUnits()).toEqual({ volumeUnit: 'IN', weightUnit: 'LB' });
  });

  it('refuses the minus key and a pasted value below 1, and rounds to the field decimals on leaving', async () => {
    const { user, last } = renderPanel();
    const weight = box('Gross Weight per Piece, row 1');
    expect(fireEvent.keyDown(weight, { key: '-' })).toBe(false); // default prevented
    await user.type(weight, '-5');
    expect(weight.value).toBe('5');

    await user.clear(weight);
    await user.paste('0.5');
    expect(weight.value).toBe('');
    await user.paste('abc');
    expect(weight.value).toBe('');
    await user.paste('12.345');
    expect(weight.value).toBe('12.345');
    await user.tab();
    expect(weight.value).toBe('12.35'); // 2 decimals
    expect(last()?.rows[0]?.grossWeight).toBe(12.35);

    const length = box('Length, row 1');
    await user.type(length, '0.4');
    await user.tab();
    expect(length.value).toBe(''); // below the minimum of 1
    expect(last()?.rows[0]?.length).toBe(0);

    const qty = box('Quantity, row 1');
    await user.type(qty, '2.6');
    expect(qty.value).toBe('26'); // 0 decimals: the decimal point is not taken
  });

  it('requires the gross weight once it has been left empty, and shows the host messages', async () => {
    const { user } = renderPanel({ errors: { 0: { qty: 'Quantity is missing' } } });
    expect(screen.queryByText('This field is required')).toBeNull();
    const weight = box('Gross Weight per Piece, row 1');
    expect(weight.getAttribute('aria-required')).toBe('true');
    await user.click(weight);
    await user.tab();
    const message = screen.getByText('This field is required');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.getAttribute('aria-describedby')).toContain(message.id);
    await user.type(weight, '7');
    expect(screen.queryByText('This field is required')).toBeNull();

    const qty = box('Quantity, row 1');
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Quantity is missing')).toBeTruthy();
  });

  it('resets to one empty row and zero totals', async () => {
    const { user, last } = renderPanel({
      initialRows: [
        row({ rowindex: 0, qty: 2, length: 40, width: 30, height: 20, grossWeight: 25, boxPackaging: true }),
        row({ rowindex: 1, qty: 1, length: 10, width: 10, height: 10, grossWeight: 5 }),
      ],
    });
    expect(total('Total Quantity (Pcs)')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(bodyRows()).toHaveLength(1);
    expect(box('Quantity, row 1').value).toBe('');
    expect(box('Gross Weight per Piece, row 1').value).toBe('');
    expect(total('Total Quantity (Pcs)')).toBe('0');
    expect(total('Total Chargeable Weight')).toBe('0 LB');
    expect(screen.queryByText('Box Packaging Total (USD)')).toBeNull();
    expect(last()?.rows).toEqual(initialCargoRows());
    expect(last()?.summary).toMatchObject({ totalQty: 0, totalChargeableWeight: 0, totalVolume: 0 });
  });

  it('explains the chargeable weight in a tooltip on the info button (IN and LB)', async () => {
    const { user } = renderPanel({
      initialRows: [row({ qty: 2, length: 40, width: 30, height: 20, grossWeight: 25 })],
    });
    // 2 × 40 × 30 × 20 = 48,000 in³; ÷ 366 = 131.148 kg; × 2.20462 = 289.13 lb; gross 2 × 25 = 50 lb;
    // chargeable = max(50, 289.13) up to the next 0.5 = 289.5 lb.
    expect(total('Total Chargeable Weight')).toBe('289.5 LB');
    const info = screen.getByRole('button', { name: 'How the chargeable weight is worked out' });
    info.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(
      'Volumetric weight = 48,000 in³ ÷ 366 in³/kg × 2.20462 = 289.13 LB; chargeable = max(gross 50, volumetric 289.13) rounded up to the next 0.5 = 289.5 LB',
    );
    expect(info.getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
  });

  it('shows the CM working without the pound factor', async () => {
    renderPanel({
      initialUnits: { volumeUnit: 'CM', weightUnit: 'KG' },
      initialRows: [row({ qty: 3, length: 120, width: 80, height: 100, grossWeight: 400 })],
    });
    // 2,880,000 cm³ ÷ 6000 = 480 kg < gross 1200 kg → 1200 kg.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'How the chargeable weight is worked out' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Volumetric weight = 2,880,000 cm³ ÷ 6,000 cm³/kg = 480 KG; chargeable = max(gross 1,200, volumetric 480) rounded up to the next 0.5 = 1,200 KG',
    );
  });

  it('shows values only when read-only', () => {
    renderPanel({ readOnly: true, initialRows: [row({ qty: 2, length: 40, width: 30, height: 20, grossWeight: 25 })] });
    expect(box('Quantity, row 1').readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Volume Unit' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^(Add|Duplicate|Remove) row/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('has no axe violations with rows, messages and the working', async () => {
    const { user } = renderPanel({
      initialRows: [
        row({ rowindex: 0, qty: 2, length: 40, width: 30, height: 20, grossWeight: 25, boxPackaging: true }),
        row({ rowindex: 1 }),
      ],
    });
    await user.click(box('Gross Weight per Piece, row 2'));
    await user.tab();
    expect(screen.getByText('This field is required')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
