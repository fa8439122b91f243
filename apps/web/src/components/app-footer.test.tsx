import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppFooter } from './app-footer';

describe('AppFooter (spec 1 §2)', () => {
  it('shows the copyright year, the build version and the two legal links', () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByText('© 2025 Meridian Global Logistics, Inc. · All rights reserved')).toBeTruthy();
    expect(screen.getByText('Version v6.21.0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Statement' }).getAttribute('href')).toBe(
      '/legal/privacy-statement',
    );
  });
});
