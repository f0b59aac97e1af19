/**
 * A fake push service for the tests: a real HTTPS server on 127.0.0.1 (with a certificate of its
 * own, trusted by the `agent` handed to the sender) that records what it receives, and a fake
 * browser that holds a subscription's keys and decrypts what was pushed to it (RFC 8291).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './self-signed';

export interface PushRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** Trusts the service's certificate: give it to `createWebPush({ agent })`. */
  agent: https.Agent;
  received: PushRequest[];
  /** The status the service answers for `path` (default 201 Created). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const { cert, key } = selfSignedCertificate();
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ method: req.method ?? '', path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new https.Agent({ ca: cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${port}`,
    agent,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its keys, and the decryption of an `aes128gcm` push body. */
export function fakeBrowser() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    /** RFC 8291 / RFC 8188: one record, keyed by the sender's ephemeral key found in the header. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const info = (label: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(label, 'ascii'), ...parts]);
      const ikm = Buffer.from(
        hkdfSync('sha256', shared, authSecret, info('WebPush: info\0', publicKey, senderKey), 32),
      );
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('push body: no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
