/**
 * Polls `probe` until it answers something other than undefined, and returns that; throws after
 * `ms`. For what happens in the background (a job, a settle, a model's answer).
 */
export async function until<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
