import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatUsdCents } from '@/entities/display/format';
import { hasPermission } from '@/lib/permissions';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useQuoteComparison } from '../api/quotations-api';
import { useQuotationSession } from '../hooks/use-quotation-session';

const signed = (cents: number) => (cents > 0 ? `+${formatUsdCents(cents)}` : formatUsdCents(cents));

/**
 * Quote versus shipment on the shipment detail (issue #18, decision 081): when the shipment was booked from a quote
 * priced from the customer's tariff, its weights beside the quote's and each charge re-rated on that tariff, with the
 * difference. Shown only to those who may see quotations (freight-manager, or staff); nothing when the shipment has
 * no such quote.
 */
export function QuoteComparisonSection({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const { sessionKey, isStaff } = useQuotationSession();
  const user = effectiveUser(useSession());
  const allowed = isStaff || hasPermission(user?.permissions ?? [], 'freight-manager');
  const comparison = useQuoteComparison(shipmentId, sessionKey, allowed);
  const c = comparison.data;
  if (!allowed || !c) return null;
  const kg = (value: number) => t('quotations.comparison.kg', { value: formatNumber(value) });
  return (
    <Paper
      component="section"
      aria-labelledby="quote-comparison"
      withBorder
      p="md"
      radius="md"
      id="quote-comparison-section"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-comparison">
          {t('quotations.comparison.title')}
        </Title>
        <Text size="sm">
          {t('quotations.comparison.intro', { tariffNumber: c.tariffNumber })}{' '}
          <Anchor
            component={Link}
            to={
              isStaff
                ? paths.freightManager.quotationDetail({ id: c.quotationId })
                : paths.quotations.detail({ id: c.quotationId })
            }
          >
            {c.quotationNumber}
          </Anchor>
        </Text>
        {!c.weightsDiffer && (
          <Badge color="green" variant="light">
            {t('quotations.comparison.same')}
          </Badge>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quotations.comparison.item')}</Table.Th>
              <Table.Th ta="right">{t('quotations.comparison.quoted')}</Table.Th>
              <Table.Th ta="right">{t('quotations.comparison.shipped')}</Table.Th>
              <Table.Th ta="right">{t('quotations.comparison.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('quotations.comparison.grossWeight')}</Table.Th>
              <Table.Td ta="right">{kg(c.quoted.grossWeightKg)}</Table.Td>
              <Table.Td ta="right">{kg(c.shipped.grossWeightKg)}</Table.Td>
              <Table.Td />
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('quotations.comparison.chargeableWeight')}</Table.Th>
              <Table.Td ta="right">{kg(c.quoted.chargeableWeightKg)}</Table.Td>
              <Table.Td ta="right">{kg(c.shipped.chargeableWeightKg)}</Table.Td>
              <Table.Td />
            </Table.Tr>
            {c.lines.map((line) => (
              <Table.Tr key={line.code}>
                <Table.Th scope="row">{t(`quotations.comparison.lines.${line.code}`)}</Table.Th>
                <Table.Td ta="right">{formatUsdCents(line.quotedCents)}</Table.Td>
                <Table.Td ta="right">{formatUsdCents(line.shippedCents)}</Table.Td>
                <Table.Td ta="right">{signed(line.differenceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('quotations.comparison.total')}</Table.Th>
              <Table.Th ta="right">{formatUsdCents(c.quotedTotalCents)}</Table.Th>
              <Table.Th ta="right">{formatUsdCents(c.shippedTotalCents)}</Table.Th>
              <Table.Th ta="right">{signed(c.differenceCents)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}
