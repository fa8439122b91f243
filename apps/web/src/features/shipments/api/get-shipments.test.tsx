import type { ListShipmentsResponse } from '@connect/contracts/shipments/shipments.schemas';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { shipmentRow } from '@/test/fixtures/shipments';
import { createShipmentPageFetcher } from './get-shipments';

let calls: URLSearchParams[];

beforeEach(() => {
  calls = [];
  apiServer.use(
    http.get('/api/shipments', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const page = Number(params.get('pageNumber') ?? '1');
      const body: ListShipmentsResponse = {
        items: [shipmentRow(page)],
        total: params.get('withTotal') === 'false' ? null : 57,
        pageNumber: page,
        pageSize: 20,
        nextCursor: `cursor${page}`,
      };
      return json(body);
    }),
  );
});

describe('createShipmentPageFetcher', () => {
  it('counts on the first page, then pages by cursor without recounting and keeps the total', async () => {
    const fetchPage = createShipmentPageFetcher();
    const first = await fetchPage({ pageNumber: 1, pageSize: 20, modeName: ['AIR'] });
    const second = await fetchPage({ pageNumber: 2, pageSize: 20, modeName: ['AIR'] });
    expect(first.total).toBe(57);
    expect(second.total).toBe(57);
    expect(calls[0]?.get('withTotal')).toBeNull();
    expect(calls[1]?.get('cursor')).toBe('cursor1');
    expect(calls[1]?.get('withTotal')).toBe('false');
  });

  it('counts again when the filters change or a page is asked for without a cursor', async () => {
    const fetchPage = createShipmentPageFetcher();
    await fetchPage({ pageNumber: 1, pageSize: 20, modeName: ['AIR'] });
    const other = await fetchPage({ pageNumber: 2, pageSize: 20, modeName: ['OCEAN'] });
    expect(other.total).toBe(57);
    expect(calls[1]?.get('cursor')).toBeNull();
    expect(calls[1]?.get('withTotal')).toBeNull();
  });
});
