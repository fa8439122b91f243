import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ColorSchemeToggle } from './color-scheme-toggle';

describe('ColorSchemeToggle', () => {
  it('is one pressed/unpressed button that switches the scheme both ways', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ColorSchemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch between light and dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    await expectNoAxeViolations(container);
  });
});
