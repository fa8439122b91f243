import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredTooltip } from './deferred-tooltip';

describe('DeferredTooltip', () => {
  it('shows its label on hover once loaded and keeps the same button element', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DeferredTooltip label="Open the help">
        <ActionIcon aria-label="Help">?</ActionIcon>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Help' });
    await waitFor(async () => {
      await user.unhover(button);
      await user.hover(button);
      expect((await screen.findByRole('tooltip', {}, { timeout: 300 })).textContent).toBe('Open the help');
    });
    expect(screen.getByRole('button', { name: 'Help' })).toBe(button);
  });
});
