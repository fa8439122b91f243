import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a small secret (an authenticator app's key) with AES-256-GCM under a key derived from the server's
 * SESSION_SECRET and a purpose, so the database never holds it in the clear. `v1.` names the format.
 */
function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'connect-secret-box', purpose, 32));
}

export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The plain secret, or null when the box was sealed with another key or altered. */
export function openSecret(serverSecret: string, purpose: string, box: string): string | null {
  if (!box.startsWith('v1.')) return null;
  const bytes = Buffer.from(box.slice(3), 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
