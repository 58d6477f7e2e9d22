/**
 * Timing comparisons that hold on a loaded, shared machine. The two kinds of request alternate,
 * so whatever else the machine is doing slows both alike, and the verdict is the median of the
 * pairwise ratios, so a few disturbed pairs cannot swing it. Proves a difference of kind (a
 * password hash taken or skipped, mail sent inline or queued), not a speed.
 */
export async function medianRatio(pairs: number, a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>) {
  const ratios: number[] = [];
  const time = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  for (let i = 0; i < pairs; i++) {
    // Alternate which goes first, so neither always meets a warm cache.
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await time(() => a(i));
      tb = await time(() => b(i));
    } else {
      tb = await time(() => b(i));
      ta = await time(() => a(i));
    }
    ratios.push(ta / tb);
  }
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length / 2)]!;
}
