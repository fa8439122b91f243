import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { BoardSkeleton, rememberBoardShape, standardBoardCells } from './board-frame';

/** The cells the placeholder draws. */
const cells = (container: HTMLElement) => container.querySelectorAll('.mantine-Skeleton-root').length;

beforeEach(() => window.localStorage.clear());
afterEach(() => clearSession());

describe("the home board's placeholder (issue 22: nothing moves when the board arrives)", () => {
  it("counts the catalogue's widgets the permissions open, and the add card", () => {
    // booking, billing; shipments, track and shipments at risk need 'shipment'; attention needs nothing.
    expect(standardBoardCells(['booking', 'billing', 'shipment'])).toBe(7);
    expect(standardBoardCells(['BOOKING'])).toBe(3);
    expect(standardBoardCells([])).toBe(2);
  });

  it("draws a first visit's board as the standard layout, and a later one as the board it showed", () => {
    signInForTest(['booking', 'billing', 'shipment', 'wms', 'report', 'resource', 'freight-manager']);
    const first = renderWithProviders(<BoardSkeleton tenant="LSCOMP:u1" />);
    // All ten widgets of the catalogue and the add card.
    expect(cells(first.container)).toBe(11);
    first.unmount();

    rememberBoardShape('LSCOMP:u1', { cells: 4, columns: 2 });
    const later = renderWithProviders(<BoardSkeleton tenant="LSCOMP:u1" />);
    expect(cells(later.container)).toBe(4);
  });
});
