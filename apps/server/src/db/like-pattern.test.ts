import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere and takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('DFW')).toBe('%DFW%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
