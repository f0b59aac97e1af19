/**
 * A throwaway TLS certificate for 127.0.0.1, made in memory: web-push only speaks https, and the
 * fake push service of the tests must be a real local server. Built by hand (a P-256 key, a
 * minimal X.509 v3 certificate signed by itself) because Node makes keys but not certificates,
 * and neither an `openssl` binary nor a certificate library can be assumed on a CI machine.
 */
import { generateKeyPairSync, sign } from 'node:crypto';

/** DER: tag, length, content. */
function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const n = body.length;
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const seq = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** GeneralizedTime, valid for any year (UTCTime stops at 2049). */
const time = (date: Date) => tlv(0x18, Buffer.from(date.toISOString().replace(/[-:T]|\.\d+/g, ''), 'ascii'));

const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export interface SelfSigned {
  /** PEM certificate: the server's `cert`, and the `ca` the client trusts. */
  cert: string;
  /** PEM private key (PKCS#8). */
  key: string;
}

/** A certificate for `127.0.0.1` (subject alternative name), valid from an hour ago for a day. */
export function selfSignedCertificate(now = new Date()): SelfSigned {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from('127.0.0.1')))));
  const extensions = tlv(
    0xa3,
    seq(
      // subjectAltName: iPAddress 127.0.0.1 (what the client checks against the host it dialled).
      seq(oid('2.5.29.17'), tlv(0x04, seq(tlv(0x87, Buffer.from([127, 0, 0, 1]))))),
      // basicConstraints: CA (critical), so the certificate may anchor its own chain.
      seq(oid('2.5.29.19'), tlv(0x01, Buffer.from([0xff])), tlv(0x04, seq(tlv(0x01, Buffer.from([0xff]))))),
    ),
  );
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from([0x01, ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 256))])),
    ECDSA_SHA256,
    name,
    seq(time(new Date(now.getTime() - 3_600_000)), time(new Date(now.getTime() + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.from([0]), signature));
  const pem = (label: string, bytes: Buffer) =>
    `-----BEGIN ${label}-----\n${bytes.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;
  return {
    cert: pem('CERTIFICATE', der),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
}
