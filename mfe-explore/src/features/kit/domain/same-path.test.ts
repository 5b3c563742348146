import { samePath } from './same-path';

describe('samePath', () => {
  it('ignores a trailing slash and percent-encoding', () => {
    expect(samePath('/all/tech-solution/', '/all/tech-solution')).toBe(true);
    expect(samePath('/all/kb/caf%C3%A9/k-1', '/all/kb/café/k-1')).toBe(true);
    expect(samePath('/', '')).toBe(true);
  });

  it('tells other paths and other letter case apart', () => {
    expect(samePath('/all/tech-solution/old-s-1', '/all/tech-solution/new-s-1')).toBe(false);
    expect(samePath('/ALL/tech-solution/x-s-1', '/all/tech-solution/x-s-1')).toBe(false);
  });
});
