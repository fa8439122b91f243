import {
  bookingGridFields,
  bookingStatusSchema,
  type BookingGridField,
  type BookingRow,
} from '@connect/contracts/bookings/bookings.schemas';
import { bookingProgress } from '@connect/domain/grid/progress';
import { bookingModeCodes } from '@connect/domain/reference/enumerations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { paths } from '@/lib/paths';

export type BookingGridView = 'mine' | 'templates' | 'review';

const visibleByView: Record<BookingGridView, readonly BookingGridField[]> = {
  mine: ['reference', 'mode', 'originCode', 'destinationCode', 'shipperName', 'consigneeName', 'cargoReadyDate'],
  review: ['reference', 'companyCode', 'mode', 'originCode', 'destinationCode', 'shipperName', 'submittedAt'],
  templates: ['templateName', 'reference', 'mode', 'originCode', 'destinationCode', 'shipperName', 'updatedAt'],
};

const kinds: Partial<Record<BookingGridField, 'date' | 'number'>> = {
  cargoReadyDate: 'date',
  submittedAt: 'date',
  updatedAt: 'date',
  totalQty: 'number',
  totalChargeableWeight: 'number',
};

/**
 * The booking grid's columns: every field of the contract, the status as a capsule, and the booking progress
 * bar of spec 2 §4 whose tooltip is the status notes, or the default text for accepted and rejected bookings.
 */
export function useBookingColumns(view: BookingGridView, forwarderShortName: string): GridColumn<BookingRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const visible = new Set<string>(visibleByView[view]);
    const statusNames = Object.fromEntries(bookingStatusSchema.options.map((s) => [s, t(`bookings.statuses.${s}`)]));
    const modeNames = Object.fromEntries(bookingModeCodes.map((m) => [m, t(`bookings.modes.${m}`)]));
    const columns: GridColumn<BookingRow>[] = bookingGridFields
      .filter((field) => view === 'templates' || field !== 'templateName')
      .filter((field) => view !== 'templates' || !['status', 'StatusNotes', 'houseBill', 'submittedAt'].includes(field))
      .map((field) => {
        const kind = kinds[field];
        const column: GridColumn<BookingRow> = {
          field,
          title: t(`bookings.columns.${field}`),
          type: kind ?? 'text',
          numeric: kind === 'number' ? true : undefined,
          width: field === 'shipperName' || field === 'consigneeName' || field === 'StatusNotes' ? 220 : 150,
          filter:
            kind === 'date' ? { type: 'date', range: true } : kind === 'number' ? { type: 'number' } : { type: 'text' },
          hiddenByDefault: !visible.has(field),
        };
        if (field === 'status')
          return {
            ...column,
            type: 'capsule',
            replace: statusNames,
            capsuleColors: { rejected: 'red', accepted: 'green', received: 'teal', submitted: 'blue', created: 'gray' },
            filter: {
              type: 'dropdown',
              options: bookingStatusSchema.options.map((s) => ({ value: s, label: statusNames[s] ?? s })),
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
        // The key column opens the record: a booking's details, a template's form.
        if (field === 'reference' && view !== 'templates')
          return { ...column, linkTo: (row) => paths.bookings.details({ id: row.id }) };
        if (field === 'templateName')
          return { ...column, linkTo: (row) => paths.bookings.editTemplate({ id: row.id }) };
        return column;
      });
    if (view === 'templates') return columns;
    const progress: GridColumn<BookingRow> = {
      field: 'progress',
      title: t('bookings.columns.progress'),
      type: 'progress',
      width: 200,
      sortable: false,
      progress: (row) => {
        const value = bookingProgress(row.status, { statusNotes: row.StatusNotes, forwarderShortName });
        return { ...value, text: t(`bookings.statuses.${row.status}`) };
      },
    };
    columns.splice(1, 0, progress);
    return columns;
  }, [t, view, forwarderShortName]);
}
