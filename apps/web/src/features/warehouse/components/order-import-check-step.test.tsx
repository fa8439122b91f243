import type { DryRunResponse } from '@connect/contracts/warehouse/warehouse-import.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { OrderImportCheckStep } from './order-import-check-step';

const withProblems: DryRunResponse = {
  ok: false,
  rowCount: 4,
  orders: [],
  problemCount: 3,
  problems: [
    {
      row: null,
      column: null,
      field: 'expectedDate',
      message: 'Choose the column for Expected Date.',
      messageKey: 'server.warehouseImport.columnNotMapped',
      params: { field: 'Expected Date' },
    },
    {
      row: 4,
      column: 'Qty',
      field: 'quantity',
      message: 'Order quantity must be greater than zero.',
      messageKey: 'errors.orderQtyPositive',
    },
    {
      row: 5,
      column: 'Part',
      field: 'sku',
      message: 'Unknown SKU NOPE.',
      messageKey: 'server.warehouseImport.unknownSku',
      params: { sku: 'NOPE' },
    },
  ],
};

const ready: DryRunResponse = {
  ok: true,
  rowCount: 3,
  problemCount: 0,
  problems: [],
  orders: [
    { referenceNo: 'PO-1', fileNumber: 'PO-1', firstRow: 2, lineCount: 2, totalQty: 65 },
    { referenceNo: 'PO-2', fileNumber: 'F-2', firstRow: 4, lineCount: 1, totalQty: 10 },
  ],
};

const noop = () => undefined;

describe('order import: the dry-run step', () => {
  it('names every problem by row and column and offers no import', async () => {
    const onUploadAgain = vi.fn();
    const { container } = renderWithProviders(
      <OrderImportCheckStep
        result={withProblems}
        onBack={noop}
        onUploadAgain={onUploadAgain}
        onImport={noop}
        importing={false}
      />,
    );
    expect(screen.getByText('3 problems found. Nothing is imported until every row is valid.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Whole file', 'Expected Date', 'Choose the column for Expected Date.'],
      ['4', 'Qty', 'Order quantity must be greater than zero.'],
      ['5', 'Part', 'Unknown SKU NOPE.'],
    ]);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload a corrected file' }));
    expect(onUploadAgain).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('says how many problems are not listed', () => {
    renderWithProviders(
      <OrderImportCheckStep
        result={{ ...withProblems, problemCount: 250 }}
        onBack={noop}
        onUploadAgain={noop}
        onImport={noop}
        importing={false}
      />,
    );
    expect(screen.getByText('250 problems found. Nothing is imported until every row is valid.')).toBeTruthy();
    expect(screen.getByText('The first 3 are listed.')).toBeTruthy();
  });

  it('lists the orders of a valid file and imports them all', async () => {
    const onImport = vi.fn();
    const { container } = renderWithProviders(
      <OrderImportCheckStep result={ready} onBack={noop} onUploadAgain={noop} onImport={onImport} importing={false} />,
    );
    expect(screen.getByText('2 orders in 3 rows are ready to import. Nothing has been written yet.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders in the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'F-2' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import 2 orders' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
