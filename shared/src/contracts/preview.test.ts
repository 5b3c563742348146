import { parsePreview } from './registry.js';

describe('parsePreview', () => {
  it('reads a remote and a version', () => {
    expect(parsePreview('mfe-explore@0.1.0-3c28341b')).toEqual({ remote: 'mfe-explore', version: '0.1.0-3c28341b' });
    expect(parsePreview(' mfe-ntee-tools@1.2.3 ')).toEqual({ remote: 'mfe-ntee-tools', version: '1.2.3' });
  });

  it('refuses anything that is not a remote and a plain version', () => {
    for (const value of [undefined, '', 'off', 'mfe-explore', 'mfe-explore@', 'shell@1.0.0', 'mfe-explore@../../etc', 'mfe-explore@1.0/x', 'mfe-Explore@1']) {
      expect(parsePreview(value)).toBeNull();
    }
  });
});
