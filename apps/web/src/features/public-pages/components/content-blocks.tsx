import { Code, List, Table, Text } from '@mantine/core';
import type { ContentBlock } from '../content/page-content';

export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text mb="sm">{block.text}</Text>;
    case 'list':
      return (
        <List mb="sm" spacing={4}>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <Table.ScrollContainer minWidth={500} mb="md">
          <Table striped withTableBorder>
            <Table.Caption>{block.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {block.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row) => (
                <Table.Tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <Table.Td key={`${index}-${cell}`}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'code':
      return (
        <figure style={{ margin: '0 0 1rem' }}>
          <Text component="figcaption" size="sm" fw={600} mb={4}>
            {block.label}
          </Text>
          <Code block className="content-code" tabIndex={0}>
            {block.text}
          </Code>
        </figure>
      );
  }
}
