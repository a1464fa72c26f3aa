// A test device for pushes: what a browser keeps when it subscribes (its own P-256 key pair and a
// 16-byte auth secret), a subscription at the local push service, and the browser's half of RFC 8291:
// decrypting an aes128gcm push with those keys. Written from the RFC with node:crypto alone, not with
// the library the notifier encrypts with, so a test that reads a push proves the two agree.

import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

export interface TestDevice {
  /** The device's id at the local push service. */
  id: string;
  /** The browser's PushSubscription.toJSON(). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of one delivery's body (base64url, as /_dev/pushes lists it). */
  decrypt(body: string): string;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 section 3.4 and RFC 8188: one record, the browser's side. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  // The aes128gcm header: salt (16), record size (4), key id length (1), key id (the sender's key).
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverKey = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('The push has no record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** A new device subscribed at the stack's push service (`${origin}/_dev/push/<id>`). */
export function testDevice(origin: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const id = randomBytes(12).toString('base64url');
  return {
    id,
    subscription: {
      endpoint: `${origin}/_dev/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptPush(Buffer.from(body, 'base64url'), ecdh, auth),
  };
}
