import { usStateName, type CsvValue } from '@x4i/shared/domain';
import { type ReportSection } from '@x4i/shared/contracts';

/** A section as rows: what the table shows and the CSV holds, the same cells in the same order (raw numbers). */
export interface SectionTable {
  header: string[];
  rows: CsvValue[][];
  /** Columns that hold numbers (right-aligned, formatted in the table). */
  numeric: boolean[];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * State maps list every state with a value by name, the nation last; time series put one row per x and a column
 * per series; bars and figures keep their order.
 */
export function sectionTable(section: ReportSection): SectionTable {
  const unit = capitalized(section.unit);
  switch (section.kind) {
    case 'state-map': {
      // The states the source does not cover are listed too, with no value: 'No data' in the table, an empty cell in
      // the CSV, so that their absence is not read as a state forgotten or a zero.
      const valued = new Set(section.values.map((entry) => entry.state.toUpperCase()));
      const uncovered = (section.uncovered?.states ?? []).filter((code) => !valued.has(code.toUpperCase()));
      const rows: CsvValue[][] = [
        ...section.values.map((entry): CsvValue[] => [usStateName(entry.state), entry.state, entry.value]),
        ...uncovered.map((code): CsvValue[] => [usStateName(code), code, null]),
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      if (section.national !== null) rows.push(['United States', 'US', section.national]);
      return { header: ['State', 'Code', unit], rows, numeric: [false, false, true] };
    }
    case 'time-series': {
      const xs: string[] = [];
      for (const series of section.series) for (const point of series.points) if (!xs.includes(point.x)) xs.push(point.x);
      const rows = xs.map((x) => [x, ...section.series.map((series) => series.points.find((point) => point.x === x)?.y ?? null)]);
      return {
        header: [section.xLabel, ...section.series.map((series) => `${series.name} (${section.unit})`)],
        rows,
        numeric: [false, ...section.series.map(() => true)],
      };
    }
    case 'bars':
      return { header: [section.categoryLabel, unit], rows: section.bars.map((bar) => [bar.label, bar.value]), numeric: [false, true] };
    case 'figures':
      return { header: ['Figure', 'Value'], rows: section.figures.map((figure) => [figure.label, figure.value]), numeric: [false, true] };
    case 'county-map': {
      // Every county by name, with or without a value; the desert column only where the map marks deserts.
      const marks = section.desertLegend !== null;
      const rows: CsvValue[][] = [...section.areas]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((area) => [area.name, area.fips, area.value, ...(marks ? [area.desert ? 'Yes' : 'No'] : [])]);
      return { header: ['County', 'FIPS', unit, ...(marks ? ['Service desert'] : [])], rows, numeric: [false, false, true, ...(marks ? [false] : [])] };
    }
    case 'table':
      return { header: section.columns.map((column) => column.label), rows: section.rows, numeric: section.columns.map((column) => column.format !== 'text') };
  }
}
