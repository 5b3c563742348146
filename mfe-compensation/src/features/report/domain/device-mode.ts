import { breakpoints } from '@x4i/shared';
import { isDeviceMode, type DeviceMode } from '@x4i/shared/domain';

/** SPEC 9: xs (the phone list) below 768 px, sm (the desktop list) from 768 px. */
export const SM_MEDIA_QUERY = `(min-width: ${breakpoints.xs}px)`;

export function deviceModeOf(matchesSm: boolean): DeviceMode {
  return matchesSm ? 'sm' : 'xs';
}

type ModeLogger = (message: string, value: unknown) => void;

/** SPEC 2.2, 8: a mode other than xs or sm is logged ('Invalid mode') and not taken. */
export function checkedMode(value: unknown, log: ModeLogger = (message, mode) => console.error(message, mode)): DeviceMode | null {
  if (isDeviceMode(value)) return value;
  log('Invalid mode', value);
  return null;
}
