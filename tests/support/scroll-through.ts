// Scrolls a page to its end a screen at a time, as a reader would, so that the parts that render
// as they near the screen (src/ui/WhenNear.tsx: home's lower sections) are all there to be read.
import type { Page } from 'playwright-core';

export async function scrollThrough(page: Page): Promise<void> {
  for (let still = 0; still < 3;) {
    const moved = await page.evaluate(async () => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      // Two frames: the observer's callback, then the render it starts.
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((done) => requestAnimationFrame(done));
      }
      return window.scrollY !== before;
    });
    still = moved ? 0 : still + 1;
  }
}
