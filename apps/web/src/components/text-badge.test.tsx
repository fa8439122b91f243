import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { DataGrid } from './data-grid/data-grid';
import type { GridColumn } from './data-grid/grid-types';
import { TextBadge } from './text-badge';

/**
 * jsdom lays nothing out: a badge's label is given 7 px per character of room-taking text and 100 px of room,
 * so a long text is cut off and a short one fits, as in the browser.
 */
function layOutBadgeLabels() {
  const isLabel = (element: HTMLElement) => element.classList.contains('mantine-Badge-label');
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isLabel(this) ? (this.textContent ?? '').length * 7 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isLabel(this) ? 100 : 0;
  });
}

const longStatus = 'Multiple Payments in Process';

describe('TextBadge', () => {
  beforeEach(layOutBadgeLabels);
  afterEach(() => vi.restoreAllMocks());

  it('shows the full text of a cut-off badge on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<TextBadge color="orange">{longStatus}</TextBadge>);
    const badge = screen.getByText(longStatus).closest<HTMLElement>('.mantine-Badge-root');
    if (!badge) throw new Error('no badge');
    // The page always holds the full text; the badge is a tab stop only because it is cut off.
    expect(badge.getAttribute('tabindex')).toBe('0');
    await user.hover(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe(longStatus);
    await user.unhover(badge);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.tab();
    expect(document.activeElement).toBe(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe(longStatus);
    await expectNoAxeViolations(container);
  });

  it('leaves a badge that fits alone: no tooltip, no tab stop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextBadge color="green">Current</TextBadge>);
    const badge = screen.getByText('Current').closest<HTMLElement>('.mantine-Badge-root');
    if (!badge) throw new Error('no badge');
    expect(badge.getAttribute('tabindex')).toBeNull();
    await user.hover(badge);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never renders a blank chip', () => {
    renderWithProviders(
      <>
        <TextBadge>{''}</TextBadge>
        <TextBadge>{'   '}</TextBadge>
        <TextBadge>{undefined}</TextBadge>
      </>,
    );
    expect(screen.getAllByText('Not set')).toHaveLength(3);
  });

  it('gives its hint on hover, and the full text with it when cut off', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TextBadge hint="The carrier has not sent the ETA yet.">Data pending for this shipment</TextBadge>,
    );
    await user.hover(screen.getByText('Data pending for this shipment'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Data pending for this shipmentThe carrier has not sent the ETA yet.');
  });

  it('in a grid, a cut-off capsule opens its tooltip with its focused cell and adds no tab stop', async () => {
    type Row = { id: string; ref: string; status: string };
    const columns: GridColumn<Row>[] = [
      { field: 'ref', title: 'Invoice' },
      { field: 'status', title: 'Status', type: 'capsule', capsuleColors: { [longStatus]: 'orange' } },
    ];
    const user = userEvent.setup();
    renderWithProviders(
      <DataGrid<Row>
        label="Invoices"
        columns={columns}
        rows={[
          { id: '1', ref: 'INV-1', status: longStatus },
          { id: '2', ref: 'INV-2', status: '' },
        ]}
        getRowId={(row) => row.id}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Invoices' });
    const cell = within(grid).getByRole('gridcell', { name: longStatus });
    expect(cell.querySelector('[tabindex="0"]')).toBeNull();
    within(grid).getAllByRole('columnheader')[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(cell);
    expect((await screen.findByRole('tooltip')).textContent).toBe(longStatus);
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(within(cell).getByText(longStatus));
    expect((await screen.findByRole('tooltip')).textContent).toBe(longStatus);
  });
});
