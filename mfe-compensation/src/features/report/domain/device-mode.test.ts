import { checkedMode, deviceModeOf, SM_MEDIA_QUERY } from './device-mode';

describe('device mode', () => {
  it('is sm from 768 px and xs below', () => {
    expect(SM_MEDIA_QUERY).toBe('(min-width: 768px)');
    expect(deviceModeOf(true)).toBe('sm');
    expect(deviceModeOf(false)).toBe('xs');
  });

  it('logs an invalid mode and does not take it', () => {
    const log = jest.fn();
    expect(checkedMode('sm', log)).toBe('sm');
    expect(checkedMode('xs', log)).toBe('xs');
    expect(log).not.toHaveBeenCalled();
    expect(checkedMode('md', log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Invalid mode', 'md');
  });
});
