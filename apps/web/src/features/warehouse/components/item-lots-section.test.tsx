import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ItemLotsSection } from './item-lots-section';

const itemId = '3f1c2b4a-0000-4000-8000-000000000031';
let answer: object;
const lots = {
  today: '2026-11-25',
  lots: [
    {
      lotNumber: 'HZ-S10-2405A',
      warehouseCode: 'MGL-DFW',
      expiryDate: '2026-11-22',
      expiryState: 'expired',
      onHand: 20,
      allocated: 0,
      available: 20,
    },
    {
      lotNumber: 'HZ-S10-2412C',
      warehouseCode: 'MGL-DFW',
      expiryDate: '2026-12-07',
      expiryState: 'expiringSoon',
      onHand: 45,
      allocated: 30,
      available: 15,
    },
    {
      lotNumber: 'HZ-S10-2508B',
      warehouseCode: 'MGL-DFW',
      expiryDate: '2028-10-26',
      expiryState: 'ok',
      onHand: 200,
      allocated: 0,
      available: 200,
    },
  ],
  serials: [
    {
      serialNumber: 'BPM-77-0001',
      warehouseCode: 'MGL-DFW',
      fileNumber: 'IN-GCMEDS-1003',
      receivedAt: '2026-11-05T15:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  answer = lots;
  signInForTest(['wms']);
  apiServer.use(http.get('/api/wms/inventory/:id/lots', () => json(answer)));
});
afterEach(() => clearSession());

describe('ItemLotsSection', () => {
  it('lists each lot with on hand, allocated, available and expiry, flags expired and expiring lots, and passes axe', async () => {
    const { container } = renderWithProviders(<ItemLotsSection itemId={itemId} trackSerial={false} />);
    const section = await screen.findByRole('region', { name: 'Lots and serials' });
    const soon = (await within(section).findByText('HZ-S10-2412C')).closest('tr') as HTMLElement;
    expect(within(soon).getByText('Expires within 30 days')).toBeTruthy();
    expect(within(soon).getByText(/12\/07\/2026/)).toBeTruthy();
    expect(
      within(soon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['45', '30', '15']));
    const gone = within(section).getByText('HZ-S10-2405A').closest('tr') as HTMLElement;
    expect(within(gone).getByText('Expired')).toBeTruthy();
    const good = within(section).getByText('HZ-S10-2508B').closest('tr') as HTMLElement;
    expect(within(good).queryByText('Expired')).toBeNull();
    expect(within(good).queryByText('Expires within 30 days')).toBeNull();
    expect(within(section).queryByText('Serial numbers')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the serial numbers of a serial-tracked item, and says when there are none', async () => {
    renderWithProviders(<ItemLotsSection itemId={itemId} trackSerial />);
    const serials = await screen.findByRole('table', { name: 'Serial numbers' });
    expect(within(serials).getByText('BPM-77-0001')).toBeTruthy();
    expect(within(serials).getByText('IN-GCMEDS-1003')).toBeTruthy();
  });

  it('says when no lot and no serial is in stock', async () => {
    answer = { today: '2026-11-25', lots: [], serials: [] };
    renderWithProviders(<ItemLotsSection itemId={itemId} trackSerial />);
    expect(await screen.findByText('No lot of this item is in stock.')).toBeTruthy();
    expect(screen.getByText('No serial number received yet.')).toBeTruthy();
  });
});
