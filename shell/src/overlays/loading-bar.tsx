import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { pendingLoadsAtom } from '@x4i/shared';
import { createLoadingBarController, type LoadingBarView } from './loading-bar-timing';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  height: 3px;
  pointer-events: none;
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primaryStrong};
  transform-origin: left;
  transition: transform 0.2s linear;
`;

/** SPEC 4 loading bar: a thin bar at the top while data loads (progress 0–100, SPEC 9 timing). */
export function LoadingBar() {
  const busy = useAtomValue(pendingLoadsAtom) > 0;
  const [view, setView] = useState<LoadingBarView>({ visible: false, progress: 0 });
  const controller = useRef<ReturnType<typeof createLoadingBarController> | null>(null);

  useEffect(() => {
    const created = createLoadingBarController(setView);
    controller.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    controller.current?.setBusy(busy);
  }, [busy]);

  if (!view.visible) return null;
  return (
    <Track role="progressbar" aria-label="Loading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.progress}>
      <Bar style={{ transform: `scaleX(${view.progress / 100})` }} />
    </Track>
  );
}
