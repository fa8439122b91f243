import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../auth-helpers';
import { signInOverHttp, startServerProcess, type ServerProcess } from './fault-support';

// Issue #22: SIGTERM while a streamed export is being read loses nothing: the answer already started arrives
// whole (byte for byte the same as an export taken before), then the process exits 0 and takes no new requests.

const exportUrl = '/api/shipments/export?format=csv&columns=document_no,mode_code,shipper_name,eta,bill_date';

describe('SIGTERM during a streamed export', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'connect-graceful-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the export already started, exits 0 and refuses new requests', async () => {
    const headers = await signInOverHttp(server.baseUrl, demo.group);
    const before = await fetch(`${server.baseUrl}${exportUrl}`, { headers });
    expect(before.status).toBe(200);
    // Bytes, not text(): the CSV starts with a byte-order mark that text() would drop.
    const expected = Buffer.from(await before.arrayBuffer()).toString('utf8');
    expect(expected.split('\n').filter(Boolean).length).toBeGreaterThan(100);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const during = await fetch(`${server.baseUrl}${exportUrl}`, { headers });
    expect(during.status).toBe(200);
    const reader = during.body!.getReader();
    const first = await reader.read();
    // The answer has started streaming: now the signal.
    server.child.kill('SIGTERM');
    const chunks: Uint8Array[] = first.value ? [first.value] : [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);

    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
    expect(server.log()).toContain('SIGTERM received: closing');
  });
});
