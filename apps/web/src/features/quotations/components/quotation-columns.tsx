import {
  quotationGridFields,
  quotationStatusSchema,
  type QuotationGridField,
  type QuotationRow,
} from '@connect/contracts/quotations/quotations.schemas';
import { requestProgress } from '@connect/domain/grid/progress';
import { bookingModeCodes } from '@connect/domain/reference/enumerations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { paths } from '@/lib/paths';

const dates: readonly QuotationGridField[] = ['cargoReadyDate', 'validUntil', 'createdAt', 'updatedAt'];
const hiddenForCustomers: readonly QuotationGridField[] = ['companyCode', 'createdAt'];

/**
 * The quotation grid's columns: every field of the contract, the status as a capsule and the request progress of
 * spec 2 §4 (requested 33.33, offered 50, accepted 75, used 100; rejected red). The number opens the detail: the
 * staff's under /freight-manager, the customer's under /quotations.
 */
export function useQuotationColumns(isStaff: boolean): GridColumn<QuotationRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const statusNames = Object.fromEntries(
      quotationStatusSchema.options.map((s) => [s, t(`quotations.statuses.${s}`)]),
    );
    const modeNames = Object.fromEntries(bookingModeCodes.map((m) => [m, t(`quotations.modes.${m}`)]));
    const detail = isStaff ? paths.freightManager.quotationDetail : paths.quotations.detail;
    const columns: GridColumn<QuotationRow>[] = quotationGridFields.map((field) => {
      const date = dates.includes(field);
      const column: GridColumn<QuotationRow> = {
        field,
        title: t(`quotations.columns.${field}`),
        type: date ? 'date' : 'text',
        width: 150,
        filter: date ? { type: 'date', range: true } : { type: 'text' },
        hiddenByDefault: !isStaff && hiddenForCustomers.includes(field),
      };
      if (field === 'number') return { ...column, width: 170, linkTo: (row) => detail({ id: row.id }) };
      if (field === 'status')
        return {
          ...column,
          type: 'capsule',
          width: 190,
          replace: statusNames,
          capsuleColors: { rejected: 'red', accepted: 'green', used: 'teal', offered: 'blue', requested: 'gray' },
          filter: {
            type: 'dropdown',
            options: quotationStatusSchema.options.map((s) => ({ value: s, label: statusNames[s] ?? s })),
          },
        };
      if (field === 'mode')
        return {
          ...column,
          type: 'capsule',
          replace: modeNames,
          filter: {
            type: 'dropdown',
            options: bookingModeCodes.map((m) => ({ value: m, label: modeNames[m] ?? m })),
          },
        };
      return column;
    });
    const progress: GridColumn<QuotationRow> = {
      field: 'progress',
      title: t('quotations.columns.progress'),
      type: 'progress',
      width: 200,
      sortable: false,
      progress: (row) => ({ ...requestProgress(row.status), text: t(`quotations.statuses.${row.status}`) }),
    };
    columns.splice(2, 0, progress);
    return columns;
  }, [t, isStaff]);
}
