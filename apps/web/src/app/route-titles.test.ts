import { beforeAll, describe, expect, it } from 'vitest';
import { composeTitle, titleKeyFor, loadAppRoutes } from './route-table';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

describe('page titles', () => {
  it('maps each public route to a page name, ignoring a trailing slash', () => {
    expect(titleKeyFor('/legal/terms')).toBe('titles.terms');
    expect(titleKeyFor('/legal/terms/')).toBe('titles.terms');
    expect(titleKeyFor('/documentation/api')).toBe('titles.documentationApi');
    expect(titleKeyFor('/nowhere')).toBeUndefined();
  });

  it('puts the product name first', () => {
    expect(composeTitle('Connect', 'Terms of Use')).toBe('Connect | Terms of Use');
    expect(composeTitle('Connect', undefined)).toBe('Connect');
  });
});
