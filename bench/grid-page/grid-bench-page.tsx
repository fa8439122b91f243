import '@mantine/core/styles.css';
import '../../apps/web/src/styles.css';
import { enUsStrings } from '@connect/contracts/i18n/en-us';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DataGrid } from '../../apps/web/src/components/data-grid/data-grid';
import type { GridColumn } from '../../apps/web/src/components/data-grid/grid-types';
import { theme } from '../../apps/web/src/lib/theme';

/**
 * The page the grid benchmark loads in Chromium: `?variant=ours` renders the shared DataGrid in client mode
 * with every row (virtualized), `?variant=baseline` a plain React table with the same rows (what a grid
 * without virtualization does). Both report when their first frame with rows has been painted.
 */
type BenchRow = {
  id: string;
  house: string;
  mode: string;
  shipper: string;
  consignee: string;
  origin: string;
  destination: string;
  pieces: number;
  weight: number;
  etd: string;
};

type BenchWindow = Window & { benchResult?: { paintedMs: number; domRows: number } };

const params = new URLSearchParams(window.location.search);
const variant = params.get('variant') === 'baseline' ? 'baseline' : 'ours';
const count = Number(params.get('rows') ?? 100_000);
const modes = ['AIR', 'OCEAN', 'DOMESTIC'];
const ports = ['DFW', 'LAX', 'GRU', 'RTM', 'ATL', 'VCP', 'CVG', 'JFK'];
const rows: BenchRow[] = Array.from({ length: count }, (_, i) => ({
  id: String(i),
  house: `HB-${String(100000 + i)}`,
  mode: modes[i % 3] ?? 'AIR',
  shipper: `Shipper ${i % 997}`,
  consignee: `Consignee ${i % 883}`,
  origin: ports[i % 8] ?? 'DFW',
  destination: ports[(i + 3) % 8] ?? 'GRU',
  pieces: (i % 40) + 1,
  weight: Math.round(((i * 7919) % 100000) / 10) / 10,
  etd: new Date(Date.UTC(2025, 0, 1) + (i % 500) * 86_400_000).toISOString(),
}));
const columns: GridColumn<BenchRow>[] = [
  { field: 'house', title: 'House Bill' },
  { field: 'mode', title: 'Mode' },
  { field: 'shipper', title: 'Shipper' },
  { field: 'consignee', title: 'Consignee' },
  { field: 'origin', title: 'Origin' },
  { field: 'destination', title: 'Destination' },
  { field: 'pieces', title: 'Pieces', type: 'number', numeric: true },
  { field: 'weight', title: 'Gross Weight', type: 'number', numeric: true },
  { field: 'etd', title: 'ETD', type: 'date' },
];

const started = performance.now();

function Painted() {
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        (window as BenchWindow).benchResult = {
          paintedMs: performance.now() - started,
          domRows: document.querySelectorAll('tbody tr').length,
        };
      }, 0),
    );
  }, []);
  return null;
}

function Baseline() {
  return (
    <div className="grid-scroll" style={{ maxHeight: 600 }}>
      <table className="grid-table" aria-label="Shipments">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {columns.map((c) => (
                <td key={c.field}>{String(r[c.field as keyof BenchRow])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { translation: enUsStrings } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  initAsync: false,
});
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        {variant === 'baseline' ? (
          <Baseline />
        ) : (
          <DataGrid<BenchRow>
            label="Shipments"
            columns={columns}
            rows={rows}
            getRowId={(r) => r.id}
            paging={false}
            height={600}
          />
        )}
        <Painted />
      </I18nextProvider>
    </MantineProvider>
  </QueryClientProvider>,
);
