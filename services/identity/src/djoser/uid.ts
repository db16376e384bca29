/** Django's `urlsafe_base64_encode(force_bytes(pk))`: 1 → "MQ". */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

/** Django's decode, padded input accepted; anything that is not a user id gives null. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(uid)) return null;
  const text = Buffer.from(uid.replace(/=+$/, ''), 'base64url').toString('utf8');
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
