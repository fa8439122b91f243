import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GridToolbar } from './grid-toolbar';
import type { GridColumn } from './grid-types';

type Row = { id: string; name: string; pieces: number };

const name: GridColumn<Row> = { field: 'name', title: 'Name' };
const pieces: GridColumn<Row> = { field: 'pieces', title: 'Pieces', numeric: true };

function renderToolbar(columns: GridColumn<Row>[]) {
  renderWithProviders(
    <GridToolbar<Row>
      status={{ loading: false, total: 2, first: 1, last: 2 }}
      settingsBar
      calculations
      columns={columns}
      visibleColumns={columns}
      byField={new Map(columns.map((c) => [c.field, c]))}
      calculationScope="all"
      calculationRows={[
        { id: '1', name: 'A', pieces: 2 },
        { id: '2', name: 'B', pieces: 3 },
      ]}
      state={{ order: [], hidden: [], widths: {}, pageSize: 25, sort: [], filters: [] }}
      update={() => undefined}
      reset={() => undefined}
      onFirstPage={() => undefined}
    />,
  );
}

describe('GridToolbar', () => {
  it("offers 'Calculate' on a grid with a numeric column", () => {
    renderToolbar([name, pieces]);
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeTruthy();
  });

  it("offers no 'Calculate' on a grid of text only (issue #23 item 13)", () => {
    renderToolbar([name]);
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Grid Settings' })).toBeTruthy();
  });
});
