import { bookingProgress } from '@connect/domain/grid/progress';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDateFormat } from '@/lib/dates/date-format';
import { clearSession } from '@/lib/session/session-store';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { DataGrid, type DataGridProps } from './data-grid';
import { cellText } from './grid-cells';
import type { GridColumn, GridRequest } from './grid-types';

type Shipment = {
  id: string;
  house: string;
  shipper: string;
  mode: string;
  pieces: number;
  amount: number;
  etd: string;
  status: 'created' | 'rejected' | 'accepted';
  paymentStatus?: string;
};

const shipments: Shipment[] = [
  {
    id: '1',
    house: 'HB-1001',
    shipper: 'Lone Star Components',
    mode: 'AIR',
    pieces: 12,
    amount: 1200.5,
    etd: '2025-03-02T10:00:00Z',
    status: 'created',
  },
  {
    id: '2',
    house: 'HB-1002',
    shipper: 'Cafe Serra Azul',
    mode: 'OCEAN',
    pieces: 3,
    amount: 800,
    etd: '2025-01-15T00:00:00Z',
    status: 'rejected',
    paymentStatus: 'Multiple Payments in Process',
  },
  {
    id: '3',
    house: 'HB-1003',
    shipper: 'Gulf Coast Medical',
    mode: 'AIR',
    pieces: 40,
    amount: 99.5,
    etd: '2025-02-20T00:00:00Z',
    status: 'accepted',
  },
];

const columns: GridColumn<Shipment>[] = [
  { field: 'house', title: 'House Bill', filter: { type: 'text' } },
  { field: 'shipper', title: 'Shipper', filter: { type: 'text' } },
  {
    field: 'mode',
    title: 'Mode',
    type: 'capsule',
    replace: { AIR: 'Air', OCEAN: 'Ocean' },
    capsuleColors: { AIR: 'blue', OCEAN: 'teal' },
    filter: {
      type: 'dropdown',
      options: [
        { value: 'Air', label: 'Air' },
        { value: 'Ocean', label: 'Ocean' },
      ],
    },
  },
  { field: 'pieces', title: 'Pieces', type: 'number', numeric: true, filter: { type: 'number' } },
  { field: 'amount', title: 'Amount', type: 'money', numeric: true },
  { field: 'etd', title: 'ETD', type: 'date', filter: { type: 'date', range: true } },
  {
    field: 'status',
    title: 'Booking',
    type: 'progress',
    progress: (row) => bookingProgress(row.status, { forwarderShortName: 'Meridian' }),
  },
];

function renderGrid(props: Partial<DataGridProps<Shipment>> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DataGrid<Shipment>
      label="Shipments"
      columns={columns}
      rows={shipments}
      getRowId={(s) => s.id}
      getRowLabel={(s) => s.house}
      {...(props as object)}
    />,
  );
  const grid = () => screen.getByRole('grid', { name: 'Shipments' });
  const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
  const houses = () => bodyRows().map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent ?? r.textContent);
  return { user, view, grid, bodyRows, houses };
}

afterEach(() => clearSession());

describe('DataGrid', () => {
  it("shows dates in the configuration's format and instants in the user's zone; exports write the same text", () => {
    signInForTest([], { timezone: 'Central Standard Time' });
    const dated: GridColumn<Shipment>[] = [
      { field: 'house', title: 'House Bill' },
      // A calendar day (a bill date): as written, whatever the zone.
      { field: 'billDate', title: 'Bill Date', type: 'date', accessor: (row) => `2025-0${row.id}-01` },
      // An instant shown as a day: the user's day (midnight UTC on 01/15 is still 01/14 in Chicago).
      { field: 'etd', title: 'ETD', type: 'date' },
      // An instant with its time: the user's time and zone.
      { field: 'etdTime', title: 'ETD time', type: 'datetime', accessor: (row) => row.etd },
    ];
    const { grid } = renderGrid({ columns: dated });
    const cells = within(grid())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('gridcell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['HB-1001', '01/01/2025', '03/02/2025', '03/02/2025 04:00 CST'],
      ['HB-1002', '02/01/2025', '01/14/2025', '01/14/2025 18:00 CST'],
      ['HB-1003', '03/01/2025', '02/19/2025', '02/19/2025 18:00 CST'],
    ]);
    // Browser exports write cellText, the cells' own text.
    const texts = { yes: 'Yes', no: 'No', dates: createDateFormat({ timeZone: 'Central Standard Time' }) };
    const [, billDate, etd, etdTime] = dated;
    const second = shipments[1];
    if (!billDate || !etd || !etdTime || !second) throw new Error('no column');
    expect([billDate, etd, etdTime].map((column) => cellText(column, second, texts))).toEqual([
      '02/01/2025',
      '01/14/2025',
      '01/14/2025 18:00 CST',
    ]);
  });

  it('renders cells with their types: capsule with replace rule, money, MM/DD/YYYY dates, progress', () => {
    const { grid } = renderGrid();
    const first = within(grid()).getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    const cells = within(first)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'HB-1001',
      'Lone Star Components',
      'Air',
      '12',
      '$1,200.50',
      '03/02/2025',
      'Booking Created',
    ]);
    expect(within(grid()).getByRole('progressbar', { name: 'Booking Rejected' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
  });

  it('sorts by a header: ascending, descending, then back to the original order', async () => {
    const { user, grid, houses } = renderGrid();
    const header = within(grid()).getByRole('button', { name: 'Sort by Pieces' });
    await user.click(header);
    expect(houses()).toEqual(['HB-1002', 'HB-1001', 'HB-1003']);
    expect(within(grid()).getAllByRole('columnheader')[3]?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(header);
    expect(houses()).toEqual(['HB-1003', 'HB-1001', 'HB-1002']);
    await user.click(header);
    expect(houses()).toEqual(['HB-1001', 'HB-1002', 'HB-1003']);
  });

  it('filters through Advanced Filter (contains ignores case), counts active filters, and clears', async () => {
    const { user, houses } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Shipper' }), 'STAR');
    await user.type(within(drawer).getByRole('textbox', { name: 'Pieces from' }), '5');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(houses()).toEqual(['HB-1001']));
    expect(screen.getByLabelText('2 active filters').textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: /Advanced Filter/ }));
    const again = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    expect((within(again).getByRole('textbox', { name: 'Shipper' }) as HTMLInputElement).value).toBe('STAR');
    await user.click(within(again).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(houses()).toEqual(['HB-1001', 'HB-1002', 'HB-1003']));
    expect(screen.queryByLabelText(/active filters/)).toBeNull();
  });

  it('refuses a reversed range with a message and keeps what was typed', async () => {
    const { user } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Pieces from' }), '50');
    await user.type(within(drawer).getByRole('textbox', { name: 'Pieces to' }), '5');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(within(drawer).getByRole('alert').textContent).toBe('Pieces: the start of the range is after its end.');
    expect((within(drawer).getByRole('textbox', { name: 'Pieces from' }) as HTMLInputElement).value).toBe('50');
  });

  it('has no axe violations with selection, actions, details and totals', async () => {
    const { view } = renderGrid({
      selection: { mode: 'checkbox', selected: ['1'], onChange: () => undefined },
      rowActions: [{ label: 'View Details', onClick: () => undefined }],
      detail: { isExpandable: () => true, render: () => 'Payments' },
      footerTotals: [{ field: 'amount', method: 'Sum' }],
      onReorder: () => undefined,
    });
    await expectNoAxeViolations(view.container);
  });

  it('has no axe violations with the row actions menu open', async () => {
    const { user } = renderGrid({
      rowActions: [
        { label: 'View Details', onClick: () => undefined },
        { label: 'Pay', onClick: () => undefined },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for HB-1001' }));
    await screen.findByRole('menuitem', { name: 'Pay' });
    // The menu is in a portal: axe reads the whole document.
    await expectNoAxeViolations(document.body);
  });

  it("says 'No Records Available.' when a client grid is empty", () => {
    renderGrid({ rows: [] });
    expect(screen.getByText('No Records Available.')).toBeTruthy();
  });

  it('pages with 20, 50, 100, 200 and All', async () => {
    const many = Array.from(
      { length: 45 },
      (_, i) => ({ ...shipments[0], id: String(i), house: `HB-${2000 + i}` }) as Shipment,
    );
    const { user, bodyRows } = renderGrid({ rows: many });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20', '50', '100', '200', 'All']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    await user.selectOptions(sizes, '50');
    expect(bodyRows()).toHaveLength(45);
  });

  it('selects by checkbox (page toggle) or radio, and never a disabled row', async () => {
    const onChange = vi.fn();
    function Harness({ mode }: { mode: 'checkbox' | 'radio' }) {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <DataGrid<Shipment>
          label="Shipments"
          columns={columns}
          rows={shipments}
          getRowId={(s) => s.id}
          getRowLabel={(s) => s.house}
          selection={{
            mode,
            selected,
            onChange: (ids) => {
              onChange(ids);
              setSelected(ids);
            },
            isDisabled: (s) => s.status === 'rejected',
          }}
        />
      );
    }
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness mode="checkbox" />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    expect((screen.getByRole('checkbox', { name: 'Select HB-1002' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select HB-1001' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    unmount();
    renderWithProviders(<Harness mode="radio" />);
    await user.click(screen.getByRole('radio', { name: 'Select HB-1001' }));
    await user.click(screen.getByRole('radio', { name: 'Select HB-1003' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect((screen.getByRole('radio', { name: 'Select HB-1001' }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers row actions that depend on the row', async () => {
    const view = vi.fn();
    const { user } = renderGrid({
      rowActions: [
        { label: 'View Details', onClick: view },
        { label: 'Pay', onClick: () => undefined, hidden: (s) => s.status !== 'accepted' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for HB-1001' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['View Details']);
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    expect(view).toHaveBeenCalledWith(shipments[0]);
    await user.click(screen.getByRole('button', { name: 'Actions for HB-1003' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View Details', 'Pay']),
    );
  });

  it('moves across cells with the arrow keys and opens row actions with Enter', async () => {
    const { user, grid } = renderGrid({ rowActions: [{ label: 'View Details', onClick: () => undefined }] });
    const headers = within(grid()).getAllByRole('columnheader');
    headers[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('HB-1001');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Cafe Serra Azul');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeTruthy();
  });

  it('keeps one tab stop in the grid when the focused row is filtered away', async () => {
    const { user, grid } = renderGrid();
    within(grid()).getAllByRole('columnheader')[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Gulf Coast Medical');
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    await user.type(within(drawer).getByRole('textbox', { name: 'House Bill' }), 'HB-1001');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(2));
    const stops = grid().querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]?.textContent).toBe('Lone Star Components');
  });

  it('hides a column in Grid Settings, keeps one visible, and reorders columns', async () => {
    const { user, grid } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Grid Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grid Settings' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show Shipper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Pieces up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(grid())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['House Bill', 'Pieces', 'Mode', 'Amount', 'ETD', 'Booking']),
    );
    await user.click(screen.getByRole('button', { name: 'Grid Settings' }));
    const again = await screen.findByRole('dialog', { name: 'Grid Settings' });
    for (const box of within(again).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(within(again).getByRole('alert').textContent).toBe('Keep at least one column visible.');
  });

  it('shows footer totals in USD only after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderGrid({ footerTotals: [{ field: 'amount', method: 'Sum' }], totalsDelayMs: 8000 });
      const total = screen.getByLabelText('Total of Amount');
      expect(total.textContent).toBe('Calculating…');
      await act(async () => {
        vi.advanceTimersByTime(7900);
      });
      expect(total.textContent).toBe('Calculating…');
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.getByLabelText('Total of Amount').textContent).toBe('$2,100.00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('calculates a field: Sum, Max and Distinct Count, abbreviated', async () => {
    const big = shipments.map((s, i) => ({ ...s, amount: (i + 1) * 1_500_000 }));
    const { user } = renderGrid({ rows: big });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Column' }), 'amount');
    expect(screen.getByText('Sum of Amount: 9M')).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Method' }), 'Max');
    expect(screen.getByText('Max of Amount: 4.5M')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column' }), 'mode');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Distinct Count');
    expect(screen.getByText('Distinct Count of Mode: 2')).toBeTruthy();
  });

  it('opens master/detail rows, nested at most three levels deep', async () => {
    function Nested({ level }: { level: number }) {
      return (
        <DataGrid<Shipment>
          label={`Level ${level}`}
          columns={columns.slice(0, 2)}
          rows={shipments.slice(0, 1)}
          getRowId={(s) => `${level}-${s.id}`}
          getRowLabel={(s) => `${s.house} level ${level}`}
          settingsBar={false}
          calculations={false}
          paging={false}
          detail={{ isExpandable: () => true, render: () => <Nested level={level + 1} /> }}
        />
      );
    }
    const { user } = renderGrid({
      detail: {
        isExpandable: (s) => s.paymentStatus === 'Multiple Payments in Process',
        render: () => <Nested level={2} />,
      },
    });
    expect(screen.queryByRole('button', { name: 'Show details of HB-1001' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show details of HB-1002' }));
    expect(screen.getByRole('grid', { name: 'Level 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show details of HB-1001 level 2' }));
    expect(screen.getByRole('grid', { name: 'Level 3' })).toBeTruthy();
    // The third level is the last: it offers no further detail.
    expect(screen.queryByRole('button', { name: 'Show details of HB-1001 level 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide details of HB-1002' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('reorders rows by keyboard with Alt+Arrow, reporting id and sequence_number', async () => {
    const onReorder = vi.fn();
    const { user } = renderGrid({ onReorder });
    screen.getByRole('button', { name: 'Move HB-1003' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onReorder).toHaveBeenCalledWith({ id: '3', sequence_number: 2 });
    expect(screen.getByText('HB-1003 moved to position 2')).toBeTruthy();
  });

  it('in server mode sends the spec query (filter, pageNumber, pageSize, sort) and shows No Records Found', async () => {
    const requests: GridRequest[] = [];
    const user = userEvent.setup();
    renderWithProviders(
      <DataGrid<Shipment>
        mode="server"
        label="Shipments"
        columns={columns}
        getRowId={(s) => s.id}
        queryKey={['test-shipments']}
        fetchPage={async (request) => {
          requests.push(request);
          const start = (request.pageNumber - 1) * request.pageSize;
          return request.filter.length > 0
            ? { items: [], total: 0 }
            : { items: shipments.slice(start, start + request.pageSize), total: 3 };
        }}
      />,
    );
    await screen.findByText('HB-1001');
    expect(requests[0]).toEqual({ filter: [], pageNumber: 1, pageSize: 20, sort: [] });
    await user.click(screen.getByRole('button', { name: 'Sort by House Bill' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual([{ field: 'house', dir: 'asc' }]));
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    await user.type(within(drawer).getByRole('textbox', { name: 'House Bill' }), 'nothing');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await screen.findByText('No Records Found');
    expect(requests.at(-1)?.filter).toEqual([{ field: 'house', operator: 'contains', value: 'nothing' }]);
  });

  describe('opening a record', () => {
    /** The router's location, where the tests read which record a row opened. */
    function Location() {
      return <output aria-label="Location">{useLocation().pathname}</output>;
    }
    const keyed: GridColumn<Shipment>[] = columns.map((c) =>
      c.field === 'house' ? { ...c, linkTo: (s: Shipment) => `/shipments/${s.id}` } : c,
    );
    function renderKeyed(extra: Partial<DataGridProps<Shipment>> = {}) {
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <DataGrid<Shipment>
            label="Shipments"
            columns={keyed}
            rows={shipments}
            getRowId={(s) => s.id}
            getRowLabel={(s) => s.house}
            {...(extra as object)}
          />
          <Location />
        </>,
        { route: '/list' },
      );
      const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
      const grid = screen.getByRole('grid', { name: 'Shipments' });
      return { user, location, grid };
    }

    it('makes the key column a link to the record and opens a row clicked outside its controls', async () => {
      const onChange = vi.fn();
      const action = vi.fn();
      const { user, location, grid } = renderKeyed({
        selection: { mode: 'checkbox', selected: [], onChange },
        rowActions: [{ label: 'Pay', onClick: action }],
      });
      const link = within(grid).getByRole('link', { name: 'HB-1002' });
      expect(link.getAttribute('href')).toBe('/shipments/2');
      // Links inside cells leave the grid's one tab stop alone.
      expect(link.getAttribute('tabindex')).toBe('-1');

      // Neither the selection box, nor the actions button, nor an item of the open menu opens the row.
      await user.click(within(grid).getByRole('checkbox', { name: 'Select HB-1003' }));
      expect(onChange).toHaveBeenLastCalledWith(['3']);
      await user.click(within(grid).getByRole('button', { name: 'Actions for HB-1003' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Pay' }));
      expect(action).toHaveBeenCalledWith(shipments[2]);
      expect(location()).toBe('/list');

      // A click anywhere else in the row opens it.
      await user.click(within(grid).getByRole('gridcell', { name: 'Cafe Serra Azul' }));
      expect(location()).toBe('/shipments/2');
    });

    it('follows the link on Enter', async () => {
      const { user, location, grid } = renderKeyed();
      within(grid).getAllByRole('columnheader')[0]?.focus();
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement?.textContent).toBe('HB-1001');
      await user.keyboard('{Enter}');
      expect(location()).toBe('/shipments/1');
    });

    it('opens the focused row on Enter, and the actions on Enter in the pinned actions cell', async () => {
      const { user, location, grid } = renderKeyed({ rowActions: [{ label: 'Pay', onClick: () => undefined }] });
      const actionsHeader = within(grid).getByRole('columnheader', { name: 'Actions' });
      // The actions column is pinned to the grid's right edge (position: sticky in styles.css).
      expect(actionsHeader.className).toContain('grid-pinned-end');
      within(grid).getAllByRole('columnheader')[0]?.focus();
      await user.keyboard('{ArrowDown}{ArrowDown}{End}');
      expect(document.activeElement?.className).toContain('grid-pinned-end');
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menuitem', { name: 'Pay' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(location()).toBe('/list');

      within(grid).getByRole('gridcell', { name: 'Cafe Serra Azul' }).focus();
      await user.keyboard('{Enter}');
      expect(location()).toBe('/shipments/2');
    });

    it('keeps opening the actions on Enter in a grid without a key column', async () => {
      const { user } = renderGrid({ rowActions: [{ label: 'Pay', onClick: () => undefined }] });
      screen.getByRole('gridcell', { name: 'Cafe Serra Azul' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menuitem', { name: 'Pay' })).toBeTruthy();
    });
  });
});
