import type { QuotationRow } from '@connect/contracts/quotations/quotations.schemas';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { paths } from '@/lib/paths';
import { quotationKeys } from '../api/quotation-keys';
import { getQuotations } from '../api/quotations-api';
import { useQuotationSession } from '../hooks/use-quotation-session';
import { useQuotationColumns } from './quotation-columns';

/**
 * /quotations/dashboard and /freight-manager/quotations: the selected company's quotations with their status and
 * progress, and Request a Quotation; for the forwarder's staff, the requests of every company to answer.
 */
export function QuotationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sessionKey, isStaff } = useQuotationSession();
  const columns = useQuotationColumns(isStaff);
  const actions = useMemo<GridRowAction<QuotationRow>[]>(
    () => [
      {
        label: t('quotations.viewDetails'),
        onClick: (row) =>
          navigate(
            isStaff ? paths.freightManager.quotationDetail({ id: row.id }) : paths.quotations.detail({ id: row.id }),
          ),
      },
    ],
    [t, navigate, isStaff],
  );
  const heading = t(isStaff ? 'quotations.staffHeading' : 'quotations.heading');
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{heading}</Title>
        {!isStaff && (
          <Button component={Link} to={paths.quotations.new()}>
            {t('quotations.requestQuotation')}
          </Button>
        )}
      </Group>
      <DataGrid<QuotationRow>
        mode="server"
        label={t('quotations.table')}
        gridKey={isStaff ? 'quotations-staff' : 'quotations'}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        queryKey={quotationKeys.list({ staff: isStaff }, sessionKey)}
        fetchPage={(request, signal) => getQuotations(request, signal)}
        rowActions={actions}
      />
    </Stack>
  );
}
