import { Box, List, Table, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocxBlock, DocxListItem, DocxRun, DocxTableRow } from './parse-docx';

/** Text is rendered as React text nodes, so nothing in the file is ever read as markup. */
function Runs({ runs }: { runs: DocxRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.text;
    if (run.underline) node = <u>{node}</u>;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}

const preserveLines = { whiteSpace: 'pre-wrap' } as const;

/** Nested list items become nested lists, so the outline reads the same as in Word. */
function ListOf({ items }: { items: DocxListItem[] }) {
  const groups: { item: DocxListItem; children: DocxListItem[] }[] = [];
  const base = Math.min(...items.map((item) => item.level));
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (item.level > base && last) last.children.push(item);
    else groups.push({ item, children: [] });
  }
  return (
    <List withPadding listStyleType="disc">
      {groups.map(({ item, children }, index) => (
        <List.Item key={index}>
          <span style={preserveLines}>
            <Runs runs={item.runs} />
          </span>
          {children.length > 0 && <ListOf items={children} />}
        </List.Item>
      ))}
    </List>
  );
}

function TableOf({ rows, headingOffset }: { rows: DocxTableRow[]; headingOffset: number }) {
  const headerRows = rows.filter((row) => row.header);
  const bodyRows = rows.filter((row) => !row.header);
  return (
    <Table withTableBorder withColumnBorders my="sm">
      {headerRows.length > 0 && (
        <Table.Thead>
          {headerRows.map((row, r) => (
            <Table.Tr key={r}>
              {row.cells.map((cell, c) => (
                <Table.Th key={c} scope="col" colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}>
                  <Blocks blocks={cell.blocks} headingOffset={headingOffset} />
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
      )}
      <Table.Tbody>
        {bodyRows.map((row, r) => (
          <Table.Tr key={r}>
            {row.cells.map((cell, c) => (
              <Table.Td key={c} colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}>
                <Blocks blocks={cell.blocks} headingOffset={headingOffset} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Blocks({ blocks, headingOffset }: { blocks: DocxBlock[]; headingOffset: number }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const order = Math.min(block.level + headingOffset, 6) as 1 | 2 | 3 | 4 | 5 | 6;
        return (
          <Title key={index} order={order} size={`h${Math.min(block.level + 1, 6)}`} mt="md" mb="xs">
            <Runs runs={block.runs} />
          </Title>
        );
      }
      case 'paragraph':
        return (
          <Text key={index} mb="xs" style={preserveLines}>
            <Runs runs={block.runs} />
          </Text>
        );
      case 'list':
        return <ListOf key={index} items={block.items} />;
      case 'table':
        return <TableOf key={index} rows={block.rows} headingOffset={headingOffset} />;
    }
  });
}

/**
 * A Word document read in the app (spec 2 §2): its headings become headings below the page's own
 * (`headingOffset`, default 1 so the document's Heading 1 is an h2), tables keep their header row.
 */
export function DocxView({ blocks, headingOffset = 1 }: { blocks: DocxBlock[]; headingOffset?: number }) {
  const { t } = useTranslation();
  if (blocks.length === 0) return <Text c="dimmed">{t('viewer.emptyDocument')}</Text>;
  return (
    <Box maw="60rem" mx="auto" p="md">
      <Blocks blocks={blocks} headingOffset={headingOffset} />
    </Box>
  );
}
