import type { DeviceMode } from '@x4i/shared/domain';
import { useEffect, useState } from 'react';
import { deviceModeOf, SM_MEDIA_QUERY } from '../domain/device-mode';

/** The device mode from the window's width, following it as the window is resized; sm where nothing can tell. */
export function useDeviceMode(): DeviceMode {
  const [mode, setMode] = useState<DeviceMode>(() =>
    typeof window !== 'undefined' && window.matchMedia ? deviceModeOf(window.matchMedia(SM_MEDIA_QUERY).matches) : 'sm',
  );
  useEffect(() => {
    const query = window.matchMedia?.(SM_MEDIA_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setMode(deviceModeOf(event.matches));
    setMode(deviceModeOf(query.matches));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mode;
}
