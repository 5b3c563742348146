import { renderFailureLog } from './render-failures.js';

describe('renderFailureLog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("logs a version's first failure at once, then the later ones as a count a minute later, with the last reason", () => {
    const lines: string[] = [];
    const report = renderFailureLog({ info: () => undefined, warn: (line) => lines.push(line), error: () => undefined });

    report('shell 1, mfe-explore 2', 'the render broke');
    expect(lines).toEqual(['A page was left to the browser to render (shell 1, mfe-explore 2): the render broke']);

    report('shell 1, mfe-explore 2', 'the render broke');
    report('shell 1, mfe-explore 2', 'The page did not render within 1100 ms');
    report('shell 1, mfe-reports 3', 'mfe-reports 3 has no server build');
    expect(lines).toHaveLength(2);

    jest.advanceTimersByTime(60_000);
    expect(lines.slice(2)).toEqual([
      '2 more pages were left to the browser to render (shell 1, mfe-explore 2) in the last minute; the last: The page did not render within 1100 ms',
    ]);

    // Nothing more to say: no line.
    jest.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(3);
    report('shell 1, mfe-reports 3', 'mfe-reports 3 has no server build');
    jest.advanceTimersByTime(60_000);
    expect(lines[3]).toBe('1 more page was left to the browser to render (shell 1, mfe-reports 3) in the last minute; the last: mfe-reports 3 has no server build');
  });
});
