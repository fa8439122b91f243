import type { QuoteComparison } from '@connect/contracts/quotations/quote-comparison.schemas';
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatNumber, formatUsdCents } from '@/entities/display/format';
import { paths } from '@/lib/paths';
import { useShipmentQuoteComparison } from '../hooks/use-quote-comparison';

const signed = (cents: number) => (cents > 0 ? `+${formatUsdCents(cents)}` : formatUsdCents(cents));

/** The element id the invoice detail's link points at (`…/shipments-details?id=…#quote-comparison-section`). */
export const quoteComparisonAnchor = 'quote-comparison-section';

function QuoteLink({ id, number, isStaff }: { id: string; number: string; isStaff: boolean }) {
  return (
    // Underlined: a link inside a sentence must not rely on its colour alone (axe link-in-text-block).
    <Anchor
      component={Link}
      underline="always"
      to={isStaff ? paths.freightManager.quotationDetail({ id }) : paths.quotations.detail({ id })}
    >
      {number}
    </Anchor>
  );
}

function ComparisonTable({ c }: { c: QuoteComparison }) {
  const { t } = useTranslation();
  const kg = (value: number) => t('quotations.comparison.kg', { value: formatNumber(value) });
  return (
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
  );
}

/**
 * Quote versus shipment on the shipment detail (issue #18, decisions 081, 089), mounted there by the app (the
 * shipment detail's slot). When the shipment was booked from a quote priced from the customer's tariff: its weights
 * beside the quote's and each charge re-rated on that tariff, with the difference; when the quote was not priced
 * from a tariff, a short explanation naming it. Nothing at all for a shipment without a quote, or for those who may
 * not see quotations. Scrolled into view when the address ends in its anchor (the invoice detail's link).
 */
export function QuoteComparisonSection({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const { answer, isStaff } = useShipmentQuoteComparison(shipmentId);
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const shown = answer !== undefined && (answer.available || answer.quotation !== null);
  useEffect(() => {
    if (shown && hash === `#${quoteComparisonAnchor}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!answer || !shown) return null;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="quote-comparison"
      withBorder
      p="md"
      radius="md"
      id={quoteComparisonAnchor}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-comparison">
          {t('quotations.comparison.title')}
        </Title>
        {answer.available ? (
          <>
            <Text size="sm">
              {t('quotations.comparison.intro', { tariffNumber: answer.tariffNumber })}{' '}
              <QuoteLink id={answer.quotationId} number={answer.quotationNumber} isStaff={isStaff} />
            </Text>
            {!answer.weightsDiffer && (
              <Badge color="green" variant="light">
                {t('quotations.comparison.same')}
              </Badge>
            )}
            <ComparisonTable c={answer} />
          </>
        ) : (
          answer.quotation && (
            <Text size="sm">
              {t('quotations.comparison.notRerated')}{' '}
              <QuoteLink id={answer.quotation.id} number={answer.quotation.number} isStaff={isStaff} />
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
