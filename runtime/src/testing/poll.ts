/**
 * Asks `probe` every `intervalMs` until it answers something other than `undefined`, and returns
 * that; fails naming `what` after `timeoutMs`. The one wait-for-something loop of every test.
 */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until `condition` holds (see `poll`). */
export async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await poll(what, async () => ((await condition()) ? true : undefined), timeoutMs, 50);
}
