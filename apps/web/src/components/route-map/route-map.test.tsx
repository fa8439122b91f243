import { planSeaRoute } from '@connect/domain/shipments/sea-route';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { RouteMap, routeMapColors } from './route-map';

const shanghai = { code: 'CNSHA', name: 'Shanghai', lat: 31.35, lon: 121.6 };
const losAngeles = { code: 'USLAX', name: 'Los Angeles', lat: 33.74, lon: -118.265 };
const dallas = { code: 'DFW', name: 'Dallas', lat: 32.8998, lon: -97.0403 };
const houston = { code: 'IAH', name: 'Houston', lat: 29.9844, lon: -95.3414 };

const pendingText = 'Route data pending';

/** WCAG relative-luminance contrast of two #rrggbb colours. */
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

/** The numbers of an SVG path's commands, as [x, y] pairs. */
const pathPoints = (d: string) => {
  const numbers = (d.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  return numbers.flatMap((value, index) => (index % 2 === 0 ? [[value, numbers[index + 1] ?? Number.NaN]] : []));
};

describe('RouteMap', () => {
  it('names the picture after the route and draws land, the arc and two labelled markers', async () => {
    const { container } = renderWithProviders(
      <RouteMap origin={shanghai} destination={losAngeles} mode="OCEAN" pendingText={pendingText} />,
    );
    const map = screen.getByRole('img', { name: 'Route from Shanghai (CNSHA) to Los Angeles (USLAX)' });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('title')?.textContent).toBe('Route from Shanghai (CNSHA) to Los Angeles (USLAX)');

    const arc = screen.getByTestId('route-arc');
    expect(arc.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(arc.getAttribute('stroke')).toBe('var(--mantine-primary-color-filled)');
    expect(arc.getAttribute('stroke-dasharray')).toBeNull();
    expect(screen.getByTestId('route-land').getAttribute('d')?.length).toBeGreaterThan(100);

    const markers = screen.getAllByTestId('route-marker');
    expect(markers.map((m) => within(m).getByText(/\(/).textContent)).toEqual([
      'Shanghai (CNSHA)',
      'Los Angeles (USLAX)',
    ]);
    for (const marker of markers) expect(marker.querySelector('circle')).not.toBeNull();

    expect(screen.queryByRole('status')).toBeNull();
    expect(map.querySelector('style')).toBeNull(); // presentation attributes only (strict CSP)
    await expectNoAxeViolations(container);
  });

  it('keeps the trans-Pacific arc in one piece and both ports inside the drawing', () => {
    renderWithProviders(
      <RouteMap origin={shanghai} destination={losAngeles} mode="OCEAN" height={300} pendingText={pendingText} />,
    );
    const d = screen.getByTestId('route-arc').getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(1); // not split at the antimeridian
    for (const marker of screen.getAllByTestId('route-marker')) {
      const circle = marker.querySelector('circle');
      const [x, y] = [Number(circle?.getAttribute('cx')), Number(circle?.getAttribute('cy'))];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(300);
    }
  });

  it('draws an ocean route through its sea waypoints: New Orleans to Ningbo dips south to Panama, not over Alaska', () => {
    const newOrleans = { code: 'USNOL', name: 'New Orleans', lat: 29.93, lon: -90.06 };
    const ningbo = { code: 'CNNGB', name: 'Ningbo', lat: 29.87, lon: 121.88 };
    const sea = planSeaRoute(newOrleans, ningbo);
    expect(sea?.via).toContain('Panama Canal');
    /** How far below (south of) the lower of the two markers the drawn route reaches, in px. */
    const southOfPorts = () => {
      const ys = screen
        .getAllByTestId('route-marker')
        .map((m) => Number(m.querySelector('circle')?.getAttribute('cy')));
      const lowest = Math.max(...ys);
      const path = pathPoints(screen.getByTestId('route-arc').getAttribute('d') ?? '');
      return Math.max(...path.map(([, y]) => y ?? Number.NaN)) - lowest;
    };
    const direct = renderWithProviders(
      <RouteMap origin={newOrleans} destination={ningbo} mode="OCEAN" pendingText={pendingText} />,
    );
    expect(southOfPorts()).toBeLessThan(1); // the great circle bows north only
    direct.unmount();
    renderWithProviders(
      <RouteMap
        origin={newOrleans}
        destination={ningbo}
        mode="OCEAN"
        waypoints={sea?.points.slice(1, -1)}
        pendingText={pendingText}
      />,
    );
    expect(southOfPorts()).toBeGreaterThan(20); // Panama lies about 20° south of both ports
    expect(screen.getByTestId('route-arc').getAttribute('d')?.match(/M/g)).toHaveLength(1);
  });

  it('zooms a short domestic route so its ends sit well apart, and dashes an air route', () => {
    renderWithProviders(<RouteMap origin={dallas} destination={houston} mode="AIR" pendingText={pendingText} />);
    const [from, to] = screen.getAllByTestId('route-marker').map((marker) => {
      const circle = marker.querySelector('circle');
      return [Number(circle?.getAttribute('cx')), Number(circle?.getAttribute('cy'))] as const;
    });
    const apart = Math.hypot((from?.[0] ?? 0) - (to?.[0] ?? 0), (from?.[1] ?? 0) - (to?.[1] ?? 0));
    expect(apart).toBeGreaterThan(40); // about 370 km, still readable
    expect(apart).toBeLessThan(320); // with land around it for context
    expect(screen.getByTestId('route-arc').getAttribute('stroke-dasharray')).toBe('8 5');
    const land = pathPoints(screen.getByTestId('route-land').getAttribute('d') ?? '');
    expect(land.length).toBeGreaterThan(20); // the US Gulf coast is in view
  });

  it('shows the pending text, and no picture, when a port or its coordinates are missing', async () => {
    const { container, rerender } = renderWithProviders(
      <RouteMap origin={shanghai} mode="OCEAN" pendingText={pendingText} />,
    );
    expect(screen.getByRole('status').textContent).toBe(pendingText);
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<RouteMap destination={losAngeles} mode="OCEAN" pendingText={pendingText} />);
    expect(screen.getByRole('status').textContent).toBe(pendingText);
    rerender(
      <RouteMap
        origin={{ ...shanghai, lat: Number.NaN }}
        destination={losAngeles}
        mode="OCEAN"
        pendingText={pendingText}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(pendingText);
    rerender(
      <RouteMap origin={shanghai} destination={{ ...losAngeles, lon: 200 }} mode="OCEAN" pendingText={pendingText} />,
    );
    expect(screen.getByRole('status').textContent).toBe(pendingText);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the same port twice, or antipodal ports, without throwing', () => {
    const { rerender } = renderWithProviders(
      <RouteMap origin={shanghai} destination={shanghai} mode="OCEAN" pendingText={pendingText} />,
    );
    expect(screen.getByRole('img')).toBeTruthy();
    rerender(
      <RouteMap
        origin={{ code: 'A', name: 'North', lat: 10, lon: 20 }}
        destination={{ code: 'B', name: 'South', lat: -10, lon: -160 }}
        mode="AIR"
        pendingText={pendingText}
      />,
    );
    expect(screen.getByRole('img', { name: 'Route from North (A) to South (B)' })).toBeTruthy();
    expect(screen.getByTestId('route-arc').getAttribute('d')).toMatch(/^M/);
  });

  it('takes a translated accessible name from the caller', () => {
    renderWithProviders(
      <RouteMap
        origin={shanghai}
        destination={losAngeles}
        mode="OCEAN"
        pendingText={pendingText}
        label="Itinéraire de Shanghai (CNSHA) à Los Angeles (USLAX)"
      />,
    );
    expect(screen.getByRole('img', { name: 'Itinéraire de Shanghai (CNSHA) à Los Angeles (USLAX)' })).toBeTruthy();
  });

  it('draws labels in the body text colour on a body-coloured halo, at least 4.5:1 in both schemes', () => {
    renderWithProviders(<RouteMap origin={shanghai} destination={losAngeles} mode="OCEAN" pendingText={pendingText} />);
    for (const marker of screen.getAllByTestId('route-marker')) {
      const text = marker.querySelector('text');
      expect(text?.getAttribute('fill')).toBe(routeMapColors.text);
      expect(text?.getAttribute('stroke')).toBe(routeMapColors.halo);
      expect(text?.getAttribute('paint-order')).toBe('stroke');
    }
    // Mantine's values of --mantine-color-text and --mantine-color-body: light #000 on #fff, dark dark-0 on dark-7.
    expect(contrast('#000000', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#c9c9c9', '#242424')).toBeGreaterThanOrEqual(4.5);
    // The arc (theme primary: meridian 7 light, meridian 3 dark) against land (gray-4 / dark-4): 3:1 for graphics.
    expect(contrast('#17406e', '#ced4da')).toBeGreaterThanOrEqual(3);
    expect(contrast('#6c9edc', '#424242')).toBeGreaterThanOrEqual(3);
  });
});
