import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/render';
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

const arcs = (container: HTMLElement) => [...container.querySelectorAll('svg[role="img"] circle')];

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
    expect(arcs(container).map((c) => c.getAttribute('stroke'))).toEqual([donutColors[0], donutColors[1]]);
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
    const circumference = 2 * Math.PI * 60;
    const [first, second] = arcs(container).map((c) => ({
      drawn: Number(c.getAttribute('stroke-dasharray')?.split(' ')[0]),
      offset: Number(c.getAttribute('stroke-dashoffset')),
    }));
    expect(first?.drawn).toBeCloseTo(circumference * 0.75 - 1.5, 5);
    expect(second?.drawn).toBeCloseTo(circumference * 0.25 - 1.5, 5);
    expect(first?.offset).toBeCloseTo(0, 5);
    expect(second?.offset).toBeCloseTo(-circumference * 0.75, 5);
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
    expect(arcs(container)[10]?.getAttribute('stroke')).toBe(donutColors[0]);
  });

  it('uses the dark palette in the dark colour scheme', () => {
    const { container } = renderWithProviders(
      <MantineProvider forceColorScheme="dark">
        <DonutChart label="Spend" items={[{ category: 'Air', share: 1 }]} />
      </MantineProvider>,
    );
    expect(arcs(container)[0]?.getAttribute('stroke')).toBe(donutColorsDark[0]);
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
