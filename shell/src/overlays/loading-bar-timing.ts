/** SPEC 9: the loading bar shows only for work over 200 ms, takes 5 s to reach about 90 %, and hides 500 ms after. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 200 } as const;

/** Progress 0–90 while loading: fast at first, slowing down, 90 at `durationMs`, then it waits there. */
export function loadingProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(90 * (1 - (1 - t) ** 2));
}

export interface LoadingBarView {
  visible: boolean;
  progress: number;
}

export interface LoadingBarController {
  /** True while any data fetch is under way. */
  setBusy(busy: boolean): void;
  dispose(): void;
}

/**
 * The loading bar's timing, apart from React: work that ends within the throttle never shows the bar; once shown
 * it moves on each tick, jumps to 100 when the work ends, and hides after the hide delay.
 */
export function createLoadingBarController(
  onChange: (view: LoadingBarView) => void,
  timing: typeof LOADING_BAR = LOADING_BAR,
  now: () => number = Date.now,
): LoadingBarController {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let startedAt = 0;
  let visible = false;

  const clear = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(ticker);
    showTimer = hideTimer = ticker = undefined;
  };
  const show = () => {
    showTimer = undefined;
    visible = true;
    startedAt = now();
    onChange({ visible, progress: 0 });
    ticker = setInterval(() => onChange({ visible, progress: loadingProgress(now() - startedAt, timing.durationMs) }), timing.tickMs);
  };

  return {
    setBusy(busy) {
      if (busy) {
        if (showTimer || ticker) return;
        clearTimeout(hideTimer);
        hideTimer = undefined;
        // Already on screen (hiding): start over at once rather than flicker.
        if (visible) show();
        else showTimer = setTimeout(show, timing.throttleMs);
        return;
      }
      if (showTimer) {
        clearTimeout(showTimer);
        showTimer = undefined;
        return;
      }
      if (!ticker) return;
      clearInterval(ticker);
      ticker = undefined;
      onChange({ visible, progress: 100 });
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        visible = false;
        onChange({ visible, progress: 0 });
      }, timing.hideDelayMs);
    },
    dispose: clear,
  };
}
