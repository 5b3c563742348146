import { Spinner } from '@x4i/shared';
import { lazy, Suspense } from 'react';
import type { SolutionMapsProps } from './solution-maps';

// The maps and their shapes are the heaviest part of the page: they load after the text.
const SolutionMaps = lazy(() => import('./solution-maps').then((module) => ({ default: module.SolutionMaps })));

export function SolutionGeography(props: SolutionMapsProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the maps" />}>
      <SolutionMaps {...props} />
    </Suspense>
  );
}
