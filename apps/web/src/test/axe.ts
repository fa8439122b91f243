import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on a rendered component in jsdom. Colour contrast needs real layout (the browser journeys check it) and a
 * lone component is not a page with landmarks, so those two rules are off here.
 */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
