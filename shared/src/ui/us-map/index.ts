/** The US map every page shares: a choropleth or a highlight of states, optionally a state selector. */
export { UsMap, type UsMapProps } from './us-map.js';
export { UsMapScaleLegend, type UsMapScaleLegendProps } from './us-map-scale-legend.js';
export { loadStateShapes, MAP_HEIGHT, MAP_WIDTH, type StateShape } from './load-state-shapes.js';
