// Frame times in the page (requestAnimationFrame intervals) while a scripted pan and zoom runs.
import type { Page } from 'playwright-core';

/** Frame interval figures of one scripted run, in milliseconds. */
export interface FrameStats {
  readonly frames: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  /** Frames that took over 50 ms (a visible stutter). */
  readonly over50: number;
}

/** Median, p95, max and long frames of a list of intervals. */
export function frameStats(intervals: readonly number[]): FrameStats {
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    frames: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? 0,
    over50: sorted.filter((ms) => ms > 50).length,
  };
}

type FrameWindow = Window & { __frames?: number[]; __recording?: boolean };

/** A string, not a function: tsx would wrap named functions in a helper the page lacks. */
const RECORD_FRAMES = `
  window.__frames = [];
  window.__recording = true;
  requestAnimationFrame((first) => {
    let last = first;
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });`;

async function startRecording(page: Page): Promise<void> {
  await page.evaluate(RECORD_FRAMES);
}

async function stopRecording(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as FrameWindow;
    w.__recording = false;
    return w.__frames ?? [];
  });
}

/** Drags the map by (dx, dy) pixels from its centre in `steps` pointer moves, a frame apart. */
async function drag(page: Page, dx: number, dy: number, steps = 30): Promise<void> {
  const [cx, cy] = [640, 400];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/**
 * Pans left, right, up and down, then wheels in twice and out twice (each wheel notch about
 * half a zoom level), recording every frame; returns the intervals' figures.
 */
export async function panAndZoom(page: Page): Promise<FrameStats> {
  await startRecording(page);
  for (const [dx, dy] of [
    [-300, 0],
    [300, 0],
    [0, -200],
    [0, 200],
  ] as const) {
    await drag(page, dx, dy);
    await page.waitForTimeout(300);
  }
  await page.mouse.move(640, 400);
  for (const delta of [-120, -120, 120, 120]) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(600);
  }
  return frameStats(await stopRecording(page));
}
