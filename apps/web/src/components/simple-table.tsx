import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export type SimpleColumn<Row> = {
  /** The column's heading; a hidden heading is read by screen readers only (e.g. the actions column). */
  header: string;
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
};

type SimpleTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: SimpleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Said (as a status) instead of the table once the rows have loaded and there are none. */
  empty: string;
  loaded: boolean;
};

/**
 * A short, whole list as a striped table (admin lists that are not grids: no paging, sorting or settings), with its
 * "nothing here" line once loaded. For long or filtered lists use the data grid.
 */
export function SimpleTable<Row>({ label, columns, rows, rowKey, empty, loaded }: SimpleTableProps<Row>) {
  if (loaded && rows.length === 0) return <Text role="status">{empty}</Text>;
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th scope="col" key={c.header}>
              {c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
