import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/render';
import { DonutChart, donutColors } from './donut-chart';

describe('DonutChart', () => {
  it("says 'No data available' without data", () => {
    renderWithProviders(<DonutChart label="Spend by mode" items={[{ category: 'Air', share: 0 }]} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('draws one arc per category and lists value and share in USD', async () => {
    const { container } = renderWithProviders(
      <DonutChart
        label="Spend by mode"
        items={[
          { category: 'Air', share: 750 },
          { category: 'Ocean', share: 250, currency: 'USD' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spend by mode' })).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('circle')?.getAttribute('stroke')).toBe(donutColors[0]);
    const list = screen.getByRole('list', { name: 'Spend by mode' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Air: $750.00 (75%)', 'Ocean: $250.00 (25%)']);
    expect(donutColors).toHaveLength(10);
    await expectNoAxeViolations(container);
  });
});
