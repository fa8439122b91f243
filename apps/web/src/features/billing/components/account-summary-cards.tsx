import type { AccountSummary } from '@connect/contracts/billing/billing.schemas';
import { formatUsdCents } from '@/entities/display/format';
import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * The account summary of spec 1 §3 as cards: Total Outstanding, Unpaid Invoices, Credit Limit and, with a limit,
 * the Available Credit it leaves (limit − outstanding); then the Credit Balance of open credit notes.
 */
export function AccountSummaryCards({ summary, error }: { summary: AccountSummary | undefined; error: Error | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cards = [
    { label: t('billing.summary.totalOutstanding'), value: summary && formatUsdCents(summary.totalOutstandingCents) },
    { label: t('billing.summary.unpaidInvoices'), value: summary && String(summary.noOfUnPaidInvoices) },
    { label: t('billing.summary.creditLimit'), value: summary && formatUsdCents(summary.creditLimitCents) },
    ...(summary && summary.creditLimitCents <= 0
      ? []
      : [
          {
            label: t('billing.summary.availableCredit'),
            value: summary && formatUsdCents(summary.availableCreditCents),
          },
        ]),
    { label: t('billing.summary.creditBalance'), value: summary && formatUsdCents(summary.creditBalanceCents) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('billing.summary.label')}
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          {error instanceof ApiError ? error.message : t('billing.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: cards.length }} m={0}>
          {cards.map((card) => (
            <Paper key={card.label} withBorder radius="md" p="md">
              <Text component="dt" size="sm" c="dimmed">
                {card.label}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {card.value ?? t('billing.loading')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
