import { createLoadingBarController, loadingProgress, type LoadingBarView } from './loading-bar-timing';

describe('loadingProgress', () => {
  it('goes from 0 to about 90 % in 5 s, fast at first, and stays there', () => {
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(1000)).toBeGreaterThan(30);
    expect(loadingProgress(2500)).toBeGreaterThan(loadingProgress(1000));
    expect(loadingProgress(5000)).toBe(90);
    expect(loadingProgress(60_000)).toBe(90);
  });
});

describe('the loading bar timing', () => {
  let views: LoadingBarView[];
  let controller: ReturnType<typeof createLoadingBarController>;
  const last = () => views[views.length - 1];

  beforeEach(() => {
    jest.useFakeTimers();
    views = [];
    controller = createLoadingBarController((view) => views.push(view));
  });
  afterEach(() => {
    controller.dispose();
    jest.useRealTimers();
  });

  it('never shows for a fetch under 200 ms', () => {
    controller.setBusy(true);
    jest.advanceTimersByTime(199);
    controller.setBusy(false);
    jest.advanceTimersByTime(2000);
    expect(views).toEqual([]);
  });

  it('shows after 200 ms, moves on, completes at 100 and hides 500 ms later', () => {
    controller.setBusy(true);
    jest.advanceTimersByTime(200);
    expect(last()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(2400);
    expect(last()!.progress).toBeGreaterThan(50);
    expect(last()!.progress).toBeLessThan(90);
    jest.advanceTimersByTime(5000);
    expect(last()).toEqual({ visible: true, progress: 90 });
    controller.setBusy(false);
    expect(last()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(499);
    expect(last()!.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it('starts over without hiding when a new fetch begins during the hide delay', () => {
    controller.setBusy(true);
    jest.advanceTimersByTime(1000);
    controller.setBusy(false);
    jest.advanceTimersByTime(200);
    controller.setBusy(true);
    expect(last()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(1000);
    expect(views.some((view) => !view.visible)).toBe(false);
  });
});
