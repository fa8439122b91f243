import type { Statement, StatementQuery } from '@connect/contracts/billing/billing.schemas';
import { formatUsdCents } from '@/entities/display/format';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { fetchStatementPdf } from '../api/get-statement';

/** A statement on screen: balances, the period's movements with the running balance, aging, and its PDF. */
export function StatementView({ statement, request }: { statement: Statement; request: StatementQuery }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const openPdf = async () => {
    setBusy(true);
    setPdfError(null);
    try {
      saveBlob(await fetchStatementPdf(request), `Statement ${statement.customer.code} ${statement.periodCode}.pdf`);
    } catch (error) {
      setPdfError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const aging = [
    ['current', statement.aging.currentCents],
    ['days1to30', statement.aging.days1to30Cents],
    ['days31to60', statement.aging.days31to60Cents],
    ['days61to90', statement.aging.days61to90Cents],
    ['over90', statement.aging.over90Cents],
  ] as const;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('billingStatements.title', { name: statement.periodName })}
          </Title>
          <Text c="dimmed">
            {t('billingStatements.range', { from: formatDate(statement.from), to: formatDate(statement.to) })}
          </Text>
        </Stack>
        <Button onClick={() => void openPdf()} loading={busy}>
          {t('billingStatements.pdf')}
        </Button>
      </Group>
      {pdfError && (
        <Alert color="red" variant="light" role="alert">
          {pdfError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="sm">
          <Text size="sm" c="dimmed">
            {t('billingStatements.opening')}
          </Text>
          <Text fw={600}>{formatUsdCents(statement.openingBalanceCents)}</Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="sm" c="dimmed">
            {t('billingStatements.closing')}
          </Text>
          <Text fw={600}>{formatUsdCents(statement.closingBalanceCents)}</Text>
        </Paper>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <caption>{t('billingStatements.activity')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('billingStatements.date')}</Table.Th>
              <Table.Th scope="col">{t('billingStatements.kind')}</Table.Th>
              <Table.Th scope="col">{t('billingStatements.reference')}</Table.Th>
              <Table.Th scope="col">{t('billingStatements.description')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billingStatements.charges')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billingStatements.credits')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billingStatements.balance')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.entries.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>{t('errors.noRecordsFound')}</Table.Td>
              </Table.Tr>
            )}
            {statement.entries.map((e, i) => (
              <Table.Tr key={`${e.reference}-${i}`}>
                <Table.Td>{formatDate(e.date)}</Table.Td>
                <Table.Td>{t(`billingStatements.kinds.${e.kind}`)}</Table.Td>
                <Table.Td>{e.reference}</Table.Td>
                <Table.Td>{e.description}</Table.Td>
                <Table.Td ta="right">{e.chargeCents ? formatUsdCents(e.chargeCents) : ''}</Table.Td>
                <Table.Td ta="right">{e.creditCents ? formatUsdCents(e.creditCents) : ''}</Table.Td>
                <Table.Td ta="right">{formatUsdCents(e.balanceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table>
        <caption>{t('billingStatements.aging')}</caption>
        <Table.Thead>
          <Table.Tr>
            {aging.map(([key]) => (
              <Table.Th scope="col" key={key} ta="right">
                {t(`billingStatements.agingBuckets.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {aging.map(([key, cents]) => (
              <Table.Td key={key} ta="right">
                {formatUsdCents(cents)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
