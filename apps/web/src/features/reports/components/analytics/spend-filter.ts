import { spendFilterQuerySchema } from '@connect/contracts/analytics/analytics.schemas';

/**
 * The sender/receiver filter of spec 2 on the analytics page's spend section (decision 075): its values, its
 * default (July 1 – September 30 of the current year, date type Invoice), its checks, and its place in the page's
 * address (the spec's own names as query parameters), so a reload or a shared link keeps it.
 */
export type SpendFilterValues = {
  fromDate: string;
  toDate: string;
  selectedCarrier: string;
  selectedAccount: string;
  selectedStatesSender: string[];
  selectedStatesReceiver: string[];
  selectedServiceTypes: string[];
  selectedDate: 'Invoice' | 'Due' | 'Ship';
  /** '' = any payor. */
  selectedPayor: '' | 'Shipper' | 'Consignee';
};

export const spendFilterParams = [
  'fromDate',
  'toDate',
  'selectedCarrier',
  'selectedAccount',
  'selectedStatesSender',
  'selectedStatesReceiver',
  'selectedServiceTypes',
  'selectedDate',
  'selectedPayor',
] as const;

/** The filter as the panel starts it: July 1 to September 30 of `today`'s year, by invoice date, nothing else. */
export function defaultSpendFilter(today: Date): SpendFilterValues {
  const year = today.getFullYear();
  return {
    fromDate: `${year}-07-01`,
    toDate: `${year}-09-30`,
    selectedCarrier: '',
    selectedAccount: '',
    selectedStatesSender: [],
    selectedStatesReceiver: [],
    selectedServiceTypes: [],
    selectedDate: 'Invoice',
    selectedPayor: '',
  };
}

/**
 * The applied filter kept in the address, read through the route's own query schema (a hand-edited or stale
 * address with a wrong value counts as no filter); null when none is applied (no dates in the address).
 */
export function spendFilterFromParams(params: URLSearchParams): SpendFilterValues | null {
  if (!params.get('fromDate') || !params.get('toDate')) return null;
  const raw = Object.fromEntries(
    spendFilterParams.flatMap((key) => {
      const value = params.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = spendFilterQuerySchema.safeParse(raw);
  if (!parsed.success || !parsed.data.fromDate || !parsed.data.toDate || parsed.data.fromDate > parsed.data.toDate)
    return null;
  const q = parsed.data;
  return {
    fromDate: q.fromDate ?? '',
    toDate: q.toDate ?? '',
    selectedCarrier: q.selectedCarrier ?? '',
    selectedAccount: q.selectedAccount ?? '',
    selectedStatesSender: q.selectedStatesSender ?? [],
    selectedStatesReceiver: q.selectedStatesReceiver ?? [],
    selectedServiceTypes: q.selectedServiceTypes ?? [],
    selectedDate: q.selectedDate,
    selectedPayor: q.selectedPayor ?? '',
  };
}

/** The filter as query parameters (the API's and the address's): lists comma-separated, empty values left out. */
export function spendFilterQuery(filter: SpendFilterValues): Record<string, string> {
  const entries = spendFilterParams.map((key) => {
    const value = filter[key];
    return [key, Array.isArray(value) ? value.join(',') : value.trim()] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The address with the filter applied (other parameters kept), or without it (`null`). */
export function withSpendFilter(current: URLSearchParams, filter: SpendFilterValues | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of spendFilterParams) next.delete(key);
  if (filter) for (const [key, value] of Object.entries(spendFilterQuery(filter))) next.set(key, value);
  return next;
}

export type SpendFilterErrors = Partial<Record<'fromDate' | 'toDate', 'fromRequired' | 'toRequired' | 'reversed'>>;

/** The range's problems, as keys of `analytics.spendFilter`: a missing day, or To Date before From Date. */
export function spendFilterErrors(filter: SpendFilterValues): SpendFilterErrors {
  const errors: SpendFilterErrors = {};
  if (!filter.fromDate) errors.fromDate = 'fromRequired';
  if (!filter.toDate) errors.toDate = 'toRequired';
  else if (filter.fromDate && filter.toDate < filter.fromDate) errors.toDate = 'reversed';
  return errors;
}
