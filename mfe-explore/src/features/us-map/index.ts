/** The US map the directory's pages share: a choropleth or a highlight of states, optionally a state selector. */
export { UsMap, type UsMapProps } from './components/us-map';
export { UsMapScaleLegend, type UsMapScaleLegendProps } from './components/us-map-scale-legend';
