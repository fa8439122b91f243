import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { DonutChart, donutColors, donutColorsDark } from './donut-chart';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The chart's sectors (recharts draws each as a path inside the picture). */
const arcs = (container: HTMLElement) => [...container.querySelectorAll('[role="img"] path.recharts-sector')];

/**
 * A sector's start angle and clockwise sweep in degrees, read from its path: it starts at the outer arc's first
 * point (`M x,y`) and the outer arc ends at the first `A`'s end point; angles are clockwise from twelve o'clock.
 */
function sectorAngles(path: Element | undefined): { start: number; sweep: number } {
  const numbers = (path?.getAttribute('d') ?? '').match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const [x0 = 0, y0 = 0, , , , , , x1 = 0, y1 = 0] = numbers;
  const angle = (x: number, y: number) => (Math.atan2(x - 80, 80 - y) * 180) / Math.PI;
  const start = (angle(x0, y0) + 360) % 360;
  return { start, sweep: (angle(x1, y1) - start + 720) % 360 };
}

// jsdom lays nothing out; the chart's responsive container needs a size to draw in.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 160, 160));
});
afterEach(() => vi.restoreAllMocks());

describe('DonutChart (spec 2 §2, §8, §9)', () => {
  it("says 'No data available' when there is nothing to draw", () => {
    const { rerender } = renderWithProviders(<DonutChart label="Spend by mode" items={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No data available');
    rerender(<DonutChart label="Spend by mode" items={[{ category: 'Air', share: 0 }]} />);
    expect(screen.getByRole('status').textContent).toBe('No data available');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws one arc per category and lists every value, share and the total in USD', async () => {
    const { container } = renderWithProviders(
      <DonutChart
        label="Spend by mode"
        items={[
          { category: 'Air', share: 750 },
          { category: 'Ocean', share: 250, currency: 'USD' },
          { category: 'Road', share: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spend by mode' })).toBeTruthy();
    expect(arcs(container).map((c) => c.getAttribute('fill'))).toEqual([donutColors[0], donutColors[1]]);
    const list = screen.getByRole('list', { name: 'Spend by mode' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Air: $750.00 (75%)', 'Ocean: $250.00 (25%)', 'Total: $1,000.00']);
    await expectNoAxeViolations(container);
  });

  it('sizes the arcs by share, with a gap between neighbours, starting where the last ended', () => {
    const { container } = renderWithProviders(
      <DonutChart
        label="Spend"
        items={[
          { category: 'A', share: 3 },
          { category: 'B', share: 1 },
        ]}
      />,
    );
    // Clockwise from twelve o'clock; 1° between neighbours, so the shares split the remaining 358°.
    const [first, second] = arcs(container).map(sectorAngles);
    expect(first?.start).toBeCloseTo(0, 1);
    expect(first?.sweep).toBeCloseTo(358 * 0.75, 1);
    expect(second?.sweep).toBeCloseTo(358 * 0.25, 1);
    expect(second?.start).toBeCloseTo(358 * 0.75 + 1, 1);
  });

  it('shows each currency and no total when the currencies differ, and reuses colours after 10 series', () => {
    const items = Array.from({ length: 11 }, (_, i) => ({
      category: `C${i + 1}`,
      share: 1,
      currency: i === 0 ? 'EUR' : 'USD',
    }));
    const { container } = renderWithProviders(<DonutChart label="Spend" items={items} />);
    expect(screen.getByText('C1: €1.00 (9.1%)')).toBeTruthy();
    expect(screen.queryByText(/^Total/)).toBeNull();
    expect(arcs(container)[10]?.getAttribute('fill')).toBe(donutColors[0]);
  });

  it('uses the dark palette in the dark colour scheme', () => {
    const { container } = renderWithProviders(
      <MantineProvider forceColorScheme="dark">
        <DonutChart label="Spend" items={[{ category: 'Air', share: 1 }]} />
      </MantineProvider>,
    );
    expect(arcs(container)[0]?.getAttribute('fill')).toBe(donutColorsDark[0]);
  });

  it('has 10 distinct series colours per scheme, each at least 4.5:1 against its background', () => {
    for (const [palette, background] of [
      [donutColors, '#ffffff'],
      [donutColorsDark, '#242424'],
    ] as const) {
      expect(new Set(palette).size).toBe(10);
      for (const colour of palette) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
