import { describe, expect, it } from 'vitest';
import { handshakeRetryDelay } from './realtime';

describe('handshakeRetryDelay', () => {
  it('retries a refusal the server marks as passing, with a growing pause capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((retries) => handshakeRetryDelay({ retry: true }, retries))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never retries a denied handshake or a refusal without the marker', () => {
    for (const data of [undefined, null, 'retry', { retry: 'true' }, { retry: false }, {}])
      expect(handshakeRetryDelay(data, 0)).toBeUndefined();
  });
});
