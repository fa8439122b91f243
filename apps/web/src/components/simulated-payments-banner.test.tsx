import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigurationProvider } from '../lib/configuration-context';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders, testConfiguration } from '../test/render';
import { SimulatedPaymentsBanner } from './simulated-payments-banner';

describe('SimulatedPaymentsBanner (issue #15)', () => {
  it('says payments are simulated on a staging site, as a labelled region that passes axe', async () => {
    const { container } = renderWithProviders(
      <ConfigurationProvider value={{ ...testConfiguration, payments: { provider: 'sandbox', simulated: true } }}>
        <SimulatedPaymentsBanner />
      </ConfigurationProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Simulated payments' });
    expect(banner.textContent).toBe(
      'Payments on this site are simulated: no card or bank account is charged and no invoice is really paid. Use the test cards only.',
    );
    await expectNoAxeViolations(container);
  });

  it('shows nothing when payments are real', () => {
    renderWithProviders(<SimulatedPaymentsBanner />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/simulated/)).toBeNull();
  });
});
