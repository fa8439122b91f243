import type { ImportMapping, ReadImportResponse } from '@connect/contracts/warehouse/warehouse-import.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { OrderImportMappingStep } from './order-import-mapping-step';

const read: ReadImportResponse = {
  fileName: 'orders.csv',
  kind: 'csv',
  headers: ['PO Number', 'Part', 'Qty', 'Vendor', 'ETA'],
  sample: [
    ['PO-1', 'LSC-PS-2400', '40', 'Baumer Sensors GmbH', '2026-12-01'],
    ['PO-1', 'LSC-TC-K100', '25', '', ''],
  ],
  rowCount: 2,
  mapping: {
    referenceNo: 'PO Number',
    sku: null,
    quantity: 'Qty',
    supplierName: 'Vendor',
    expectedDate: 'ETA',
  },
  mappingSource: 'guessed',
};

function Harness({ onNext, onMapping }: { onNext: () => void; onMapping: (m: ImportMapping) => void }) {
  const [mapping, setMapping] = useState<ImportMapping>(read.mapping);
  return (
    <OrderImportMappingStep
      direction="inbound"
      read={read}
      mapping={mapping}
      onChange={(next) => {
        setMapping(next);
        onMapping(next);
      }}
      onBack={() => undefined}
      onNext={onNext}
      busy={false}
    />
  );
}

describe('order import: the mapping step', () => {
  it('shows a column choice per field with the guess, the required fields and the first rows', async () => {
    const { container } = renderWithProviders(<Harness onNext={() => undefined} onMapping={() => undefined} />);
    expect(screen.getByText('The columns were matched by their headers; check them.')).toBeTruthy();
    const reference = screen.getByRole('combobox', { name: /^Order\/Reference No\./ });
    expect((reference as HTMLSelectElement).value).toBe('PO Number');
    expect((reference as HTMLSelectElement).required).toBe(true);
    expect((screen.getByRole('combobox', { name: /^SKU/ }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /^Carrier/ }) as HTMLSelectElement).required).toBe(false);
    // Outbound fields are not offered on an inbound import.
    expect(screen.queryByRole('combobox', { name: /^Ship To/ })).toBeNull();
    const sample = screen.getByRole('table', { name: 'First rows of orders.csv (2 rows)' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(read.headers);
    expect(within(sample).getByRole('cell', { name: 'Baumer Sensors GmbH' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('changes the mapping: a column for a field, or none', async () => {
    const onMapping = vi.fn();
    const onNext = vi.fn();
    renderWithProviders(<Harness onNext={onNext} onMapping={onMapping} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^SKU/ }), 'Part');
    expect(onMapping).toHaveBeenLastCalledWith(expect.objectContaining({ sku: 'Part', referenceNo: 'PO Number' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Supplier/ }), 'Not in the file');
    expect(onMapping).toHaveBeenLastCalledWith(expect.objectContaining({ supplierName: null, sku: 'Part' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says when the saved mapping was applied', () => {
    renderWithProviders(
      <OrderImportMappingStep
        direction="outbound"
        read={{ ...read, mappingSource: 'saved', mapping: {} }}
        mapping={{}}
        onChange={() => undefined}
        onBack={() => undefined}
        onNext={() => undefined}
        busy={false}
      />,
    );
    expect(screen.getByText('Your mapping from the last import is applied.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Ship To/ }) as HTMLSelectElement).required).toBe(true);
    expect(screen.queryByRole('combobox', { name: /^Supplier/ })).toBeNull();
  });
});
