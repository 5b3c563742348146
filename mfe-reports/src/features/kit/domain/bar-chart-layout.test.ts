import { estimateTextWidth } from '@x4i/shared/domain';
import { barChartLayout } from './bar-chart-layout';
import { fitText } from './chart-labels';

const bars = [
  { label: 'No NTEE code', value: 111_730 },
  { label: 'B: Education', value: 30_879 },
  { label: 'Goal 11: Sustainable Cities and Communities', value: 7 },
  { label: 'X: Religion-Related', value: 26_165 },
];
const formatValue = (value: number) => value.toLocaleString('en-US');

describe('barChartLayout', () => {
  it.each([
    ['on a phone, labels above their bars', { width: 360, fontSize: 13, labelsAbove: true }],
    ['wide, labels beside their bars', { width: 640, fontSize: 13, labelsAbove: false }],
  ])('keeps every label and value inside the drawing and off the bars, %s', (_, size) => {
    const layout = barChartLayout(bars, { ...size, formatValue });
    for (const bar of layout.bars) {
      const labelWidth = estimateTextWidth(bar.shownLabel, size.fontSize);
      const labelLeft = size.labelsAbove ? bar.labelX : bar.labelX - labelWidth;
      expect(labelLeft).toBeGreaterThanOrEqual(0);
      expect(labelLeft + labelWidth).toBeLessThanOrEqual(size.labelsAbove ? size.width : bar.barX);
      expect(bar.valueX + estimateTextWidth(bar.value, size.fontSize)).toBeLessThanOrEqual(size.width);
      if (size.labelsAbove) expect(bar.labelY).toBeLessThanOrEqual(bar.barY);
    }
    // The largest bar reaches its value's room, and a phone has room for each label whole.
    expect(layout.bars[0]!.value).toBe('111,730');
    if (size.labelsAbove) expect(layout.bars.map((bar) => bar.shownLabel)).toEqual(bars.map((bar) => bar.label));
  });
});

describe('fitText', () => {
  it('keeps text that fits and cuts longer text with an ellipsis to the room', () => {
    expect(fitText('B: Education', 200, 13)).toBe('B: Education');
    const cut = fitText('Goal 11: Sustainable Cities and Communities', 120, 13);
    expect(cut).toMatch(/^Goal 11: Sus.*…$/);
    expect(estimateTextWidth(cut, 13)).toBeLessThanOrEqual(120);
  });
});
