import type { StatementQuery } from '@connect/contracts/billing/billing.schemas';
import { monthRanges, statementYears } from '@connect/domain/billing/statement-periods';
import { reportPeriods } from '@connect/domain/reference/enumerations';
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/form-fields';
import { formatMonthName } from '@/lib/dates/date-format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useStatement } from '../api/get-statement';
import { useBillingSession } from '../hooks/use-billing-session';
import { StatementView } from './statement-view';

function StatementResult({ request }: { request: StatementQuery | undefined }) {
  const { t } = useTranslation();
  const { sessionKey } = useBillingSession();
  const statement = useStatement(request, sessionKey);
  if (!request) return null;
  if (statement.isError)
    return (
      <Alert color="red" role="alert">
        {statement.error.message}
      </Alert>
    );
  if (!statement.data) return <Text>{t('billingStatements.loading')}</Text>;
  return <StatementView statement={statement.data} request={request} />;
}

type StatementPeriod = 'YTD' | 'L6M' | 'L3M' | 'LM';

/** /billing/statements: the statement of a report period (YTD, Last 6 Months, Last 3 Months, Last Month). */
export function StatementsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatementPeriod>('YTD');
  return (
    <Stack>
      <Title order={1}>{t('billingStatements.heading')}</Title>
      <SegmentedControl
        aria-label={t('billingStatements.period')}
        value={period}
        onChange={(value) => setPeriod(value as typeof period)}
        // The report periods of spec 2 in the reader's language (the same words as the analytics' period choice).
        data={reportPeriods.map((p) => ({ value: p.code, label: t(`analytics.periods.${p.code as StatementPeriod}`) }))}
        w="fit-content"
      />
      <StatementResult request={{ period }} />
    </Stack>
  );
}

/** /billing/monthly-statement: the statement of one month of the last 4 years. */
export function MonthlyStatementPage() {
  const { t, i18n } = useTranslation();
  const { isoDay } = useDateFormat();
  const today = isoDay(new Date());
  const years = statementYears(today);
  const [year, setYear] = useState(String(years[0] ?? ''));
  const months = monthRanges(Number(year), today);
  const [month, setMonth] = useState('');
  const chosen = months.find((m) => String(m.month) === month);
  return (
    <Stack>
      <Title order={1}>{t('billingStatements.monthlyHeading')}</Title>
      <Group align="flex-end">
        <SelectField
          label={t('billingStatements.year')}
          withEmptyItem={false}
          options={years.map((y) => ({ id: String(y), label: String(y) }))}
          value={year}
          onChange={(value) => {
            setYear(value);
            setMonth('');
          }}
        />
        <SelectField
          label={t('billingStatements.month')}
          options={months.map((m) => ({
            id: String(m.month),
            // The month's name in the reader's language (Intl), as the statement's own period name is.
            label: formatMonthName(m.from, i18n.language || 'en-US'),
          }))}
          value={month}
          onChange={(value) => setMonth(value === '-1' ? '' : value)}
        />
      </Group>
      {months.length === 0 && <Text>{t('billingStatements.noMonths')}</Text>}
      <StatementResult request={chosen ? { year: Number(year), month: chosen.month } : undefined} />
    </Stack>
  );
}
