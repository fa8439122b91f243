/** en-US strings of the form kit, filter panel and donut chart (merged into `enUsStrings.form`). */
export const enUsFormStrings = {
  yes: 'Yes',
  no: 'No',
  selectEmpty: '--select--',
  range: {
    preset: 'Period',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    last60: 'Last 60 days',
    last90: 'Last 90 days',
    currentYear: 'Current year',
    custom: 'Custom',
    fromDate: 'From Date',
    toDate: 'To Date',
    reversed: 'To Date must not be before From Date',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  filters: {
    title: 'Filters',
    dates: 'Dates',
    modeName: 'Mode Name',
    shipperOrganization: 'Shipper Organization',
    all: 'All',
    apply: 'Apply',
    open: 'Filters: {{range}}',
  },
  chart: {
    total: 'Total',
    totalValue: 'Total: {{value}}',
    share: '{{label}}: {{value}} ({{percent}}%)',
  },
} as const;
