import { Box, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { XlsxSheet } from './parse-xlsx';

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function SheetTable({ sheet }: { sheet: XlsxSheet }) {
  const { t } = useTranslation();
  const [header, ...body] = sheet.rows;
  if (!header) return <Text c="dimmed">{t('viewer.emptySheet')}</Text>;
  const label = t('viewer.sheetTable', { sheet: sheet.name });
  return (
    <>
      {sheet.truncated && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('viewer.truncatedSheet', { shown: sheet.rows.length, total: sheet.totalRows })}
        </Text>
      )}
      {/* Focusable so keyboard users can scroll a wide or long sheet. */}
      <Box role="region" aria-label={label} tabIndex={0} style={{ overflow: 'auto' }} mah="100%">
        <Table withTableBorder withColumnBorders striped stickyHeader>
          <Table.Caption>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {header.map((title, c) => (
                <Table.Th key={c} scope="col">
                  {title || <VisuallyHidden>{t('viewer.column', { column: columnLetter(c) })}</VisuallyHidden>}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  <Table.Td key={c}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}

/** An Excel workbook read in the app (spec 2 §2): one tab per visible sheet, each sheet a table. */
export function XlsxView({ sheets }: { sheets: XlsxSheet[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>('0');
  if (sheets.length === 0) return <Text c="dimmed">{t('viewer.emptyDocument')}</Text>;
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List aria-label={t('viewer.sheets')}>
        {sheets.map((sheet, index) => (
          <Tabs.Tab key={index} value={String(index)}>
            {sheet.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sheets.map((sheet, index) => (
        <Tabs.Panel key={index} value={String(index)} pt="sm">
          <SheetTable sheet={sheet} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
