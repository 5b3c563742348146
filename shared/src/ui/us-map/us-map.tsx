import { formatCount } from '../../domain/number-format.js';
import { Spinner } from '../spinner.js';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { styled, useTheme } from 'styled-components';
import { normalizeMapValues, rangeClassOf, scaleClassOf, scalePalette, type MapScale } from '../../domain/map-scale.js';
import type { UncoveredStates } from '../../domain/uncovered-states.js';
import { NoDataPattern, NO_DATA_FILL_ID } from './no-data-fill.js';
import { loadStateShapes, MAP_HEIGHT, MAP_WIDTH, type StateShape } from './load-state-shapes.js';

export interface UsMapProps {
  /** Accessible name of the map. */
  title: string;
  /** State code (any case) → value; states without a value are drawn empty. */
  values: Readonly<Record<string, number>>;
  /** How a value reads in the state's label and tooltip, e.g. '1,234 organizations'. */
  formatValue?: (value: number) => string;
  /** Upper-case code of the selected state. */
  selected?: string | null;
  /** When given, states are focusable buttons (Enter/Space/click) that call it with the upper-case code. */
  onSelectState?: (code: string) => void;
  /** 'scale' shades by value (choropleth); 'highlight' fills every state with a value in one colour. */
  mode?: 'scale' | 'highlight';
  /**
   * The states the values' source does not cover, and why: greyed out (hatched) and labelled 'no data' with the
   * reason, so that a missing value never reads as an empty or low one. Pair with the legend's `uncovered`.
   */
  uncovered?: UncoveredStates | null;
  /** Legend under the map. */
  legend?: React.ReactNode;
  /** How 'scale' mode shades: 'share-of-largest' (totals, the default) or 'range' (rates and shares). */
  scale?: MapScale;
  /** A state's accessible name and tooltip; by default 'name: formatted value'. */
  describeState?: (state: { code: string; name: string; value: number }) => string;
  /**
   * The drawn states, when the caller has them already (a server renderer awaits `loadStateShapes()` first):
   * the map then renders at once, with no loading step. Without them the map loads its geometry chunk itself.
   */
  shapes?: readonly StateShape[];
}

const Figure = styled.div`
  position: relative;
  width: 100%;
  margin: 0;
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

const Shape = styled.path<{ $fill: string; $interactive: boolean }>`
  fill: ${({ $fill }) => $fill};
  stroke: ${({ theme }) => theme.colors.white};
  stroke-width: 1;
  stroke-linejoin: round;
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'default')};
  outline: none;

  &[data-empty='true'] {
    stroke: ${({ theme }) => theme.colors.border};
  }

  &:hover {
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: ${({ $interactive }) => ($interactive ? 2 : 1)};
  }

  &:focus-visible {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
  }
`;

/** The selected state's outline, drawn last so that no neighbour covers it. */
const SelectedOutline = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primaryStrong};
  stroke-width: 3;
  stroke-linejoin: round;
  pointer-events: none;
`;

const Tooltip = styled.div`
  position: absolute;
  z-index: 1;
  transform: translate(-50%, calc(-100% - 8px));
  padding: 4px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${MAP_WIDTH} / ${MAP_HEIGHT};
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
`;

const Failed = styled.p`
  margin: 0;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const defaultFormat = (value: number) => formatCount(value);

/** How near the screen a map may come before its shapes load: far enough to be drawn by the time it is seen. */
const LOAD_MARGIN = '600px';

/** Resolves once the element nears the screen, or the page is printed; at once where the browser cannot tell. */
function whenNearScreen(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), { rootMargin: LOAD_MARGIN });
  const near = () => {
    stop();
    onNear();
  };
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('beforeprint', near);
  };
  observer.observe(element);
  window.addEventListener('beforeprint', near);
  return stop;
}

/**
 * The shapes, loaded when the map comes near the screen: a map below the fold costs the page's first load
 * nothing (its geometry is the largest chunk a page may fetch).
 */
function useStateShapes(given: readonly StateShape[] | undefined, frame: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<{ shapes: readonly StateShape[] | null; failed: boolean }>({ shapes: given ?? null, failed: false });
  useEffect(() => {
    if (given || !frame.current) return;
    let active = true;
    const stop = whenNearScreen(frame.current, () =>
      loadStateShapes().then(
        (shapes) => active && setState({ shapes, failed: false }),
        () => active && setState({ shapes: null, failed: true }),
      ),
    );
    return () => {
      active = false;
      stop();
    };
  }, [given, frame]);
  return given ? { shapes: given, failed: false } : state;
}

/**
 * The 50 states and DC (SPEC 2.1 'a state selector on a map', 3 'Money-flow data'). A state with a value is a
 * labelled image, or a toggle button when the map is selectable; a state without one is drawn empty and left out
 * of the accessibility tree, since it says nothing.
 */
export function UsMap({
  title,
  values,
  formatValue = defaultFormat,
  selected = null,
  onSelectState,
  mode = 'scale',
  scale = 'share-of-largest',
  legend,
  describeState,
  shapes: givenShapes,
  uncovered = null,
}: UsMapProps) {
  const theme = useTheme();
  const fillId = `${NO_DATA_FILL_ID}-${useId().replace(/:/g, '')}`;
  const uncoveredCodes = useMemo(() => new Set(uncovered?.states.map((code) => code.toUpperCase()) ?? []), [uncovered]);
  const noDataText = (name: string) => `${name}: no data (${uncovered?.reason ?? ''})`;
  const frame = useRef<HTMLDivElement>(null);
  const { shapes, failed } = useStateShapes(givenShapes, frame);
  const [pointed, setPointed] = useState<string | null>(null);
  const byCode = useMemo(() => normalizeMapValues(values), [values]);
  const max = useMemo(() => Math.max(0, ...byCode.values()), [byCode]);
  const min = useMemo(() => Math.min(...byCode.values()), [byCode]);
  const palette = useMemo(() => scalePalette(theme.colors.white, theme.colors.secondary), [theme]);
  const selectedCode = selected?.toUpperCase() ?? null;

  const fillOf = (value: number | undefined) => {
    if (value === undefined) return theme.colors.white;
    if (mode === 'highlight') return theme.colors.secondary;
    return palette[scale === 'range' ? rangeClassOf(value, min, max) : scaleClassOf(value, max)]!;
  };
  const labelOf = (shape: StateShape, value: number) =>
    describeState ? describeState({ code: shape.code, name: shape.name, value }) : `${shape.name}: ${formatValue(value)}`;

  let content: ReactNode;
  if (failed) content = <Failed role="alert">The map could not be loaded.</Failed>;
  else if (!shapes) {
    content = (
      <Loading>
        <Spinner label="Loading the map" />
      </Loading>
    );
  } else {
    const pointedShape = pointed ? shapes.find((shape) => shape.code === pointed) : undefined;
    const selectedShape = selectedCode ? shapes.find((shape) => shape.code === selectedCode) : undefined;
    content = (
      <>
        <Svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={title}>
          {uncoveredCodes.size > 0 && <NoDataPattern id={fillId} />}
          {shapes.map((shape) => {
            const value = byCode.get(shape.code);
            const interactive = value !== undefined && !!onSelectState;
            const common = {
              d: shape.d,
              $fill: fillOf(value),
              $interactive: interactive,
              'data-state': shape.code,
              onMouseEnter: () => setPointed(shape.code),
              onMouseLeave: () => setPointed((current) => (current === shape.code ? null : current)),
            };
            if (value === undefined && uncoveredCodes.has(shape.code)) {
              // Not left out like an empty state: the reader is told the source does not cover it.
              return (
                <Shape key={shape.code} {...common} $fill={`url(#${fillId})`} data-no-data="true" role="img" aria-label={noDataText(shape.name)}>
                  <title>{noDataText(shape.name)}</title>
                </Shape>
              );
            }
            if (value === undefined) return <Shape key={shape.code} {...common} data-empty="true" aria-hidden="true" />;
            if (!interactive) return <Shape key={shape.code} {...common} role="img" aria-label={labelOf(shape, value)} />;
            const select = () => onSelectState!(shape.code);
            return (
              <Shape
                key={shape.code}
                {...common}
                role="button"
                tabIndex={0}
                aria-label={labelOf(shape, value)}
                aria-pressed={shape.code === selectedCode}
                onClick={select}
                onKeyDown={(event: KeyboardEvent<SVGPathElement>) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  // Space would scroll the page.
                  event.preventDefault();
                  select();
                }}
                onFocus={() => setPointed(shape.code)}
                onBlur={() => setPointed((current) => (current === shape.code ? null : current))}
              />
            );
          })}
          {selectedShape && <SelectedOutline d={selectedShape.d} aria-hidden="true" />}
        </Svg>
        {pointedShape && (
          <Tooltip
            aria-hidden="true"
            style={{ left: `${(pointedShape.centroid[0] / MAP_WIDTH) * 100}%`, top: `${(pointedShape.centroid[1] / MAP_HEIGHT) * 100}%` }}
          >
            {byCode.has(pointedShape.code)
              ? labelOf(pointedShape, byCode.get(pointedShape.code)!)
              : uncoveredCodes.has(pointedShape.code)
                ? noDataText(pointedShape.name)
                : `${pointedShape.name}: no data`}
          </Tooltip>
        )}
      </>
    );
  }

  return (
    <Figure ref={frame}>
      {content}
      {legend}
    </Figure>
  );
}
