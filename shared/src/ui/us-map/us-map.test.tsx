import { act, screen, within } from '@testing-library/react';
import { formatCount } from '../../domain/number-format.js';
import { renderWithProviders } from '../../testing/render-with-providers.js';
import { theme } from '../theme.js';
import { UsMap } from './us-map.js';
import { UsMapScaleLegend } from './us-map-scale-legend.js';


const organizations = (value: number) => `${formatCount(value)} ${value === 1 ? 'organization' : 'organizations'}`;
const values = { ak: 5802, AR: 16187, Or: 0, VT: 6535 };

async function renderMap(props: Partial<Parameters<typeof UsMap>[0]> = {}) {
  const view = renderWithProviders(<UsMap title="Organizations by state" values={values} formatValue={organizations} {...props} />);
  const map = await screen.findByRole('group', { name: 'Organizations by state' });
  return { ...view, map };
}

describe('UsMap', () => {
  it('draws the 50 states and DC from the topology', async () => {
    const { map } = await renderMap();
    const shapes = map.querySelectorAll('path[data-state]');
    expect(shapes).toHaveLength(51);
    expect(map).toHaveAttribute('viewBox', '0 0 975 610');
    for (const shape of shapes) expect(shape.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
  });

  it('makes each state with a value a labelled button when states can be selected', async () => {
    const onSelectState = jest.fn();
    const { map } = await renderMap({ onSelectState });
    const buttons = within(map).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Alaska: 5,802 organizations',
      'Arkansas: 16,187 organizations',
      'Oregon: 0 organizations',
      'Vermont: 6,535 organizations',
    ]);
    for (const button of buttons) expect(button).toHaveAttribute('tabindex', '0');
    // Texas has no value: drawn, but not offered.
    expect(map.querySelector('[data-state="TX"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('selects a state by click, Enter or Space, with the upper-case code', async () => {
    const onSelectState = jest.fn();
    const { map, user } = await renderMap({ onSelectState });
    await user.click(within(map).getByRole('button', { name: 'Vermont: 6,535 organizations' }));
    expect(onSelectState).toHaveBeenLastCalledWith('VT');

    act(() => within(map).getByRole('button', { name: /^Alaska/ }).focus());
    await user.keyboard('{Enter}');
    expect(onSelectState).toHaveBeenLastCalledWith('AK');
    act(() => within(map).getByRole('button', { name: /^Oregon/ }).focus());
    await user.keyboard(' ');
    expect(onSelectState).toHaveBeenLastCalledWith('OR');
    expect(onSelectState).toHaveBeenCalledTimes(3);
  });

  it('marks and outlines the selected state', async () => {
    const { map } = await renderMap({ onSelectState: () => undefined, selected: 'AR' });
    expect(within(map).getByRole('button', { name: /^Arkansas/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('button', { name: /^Alaska/ })).toHaveAttribute('aria-pressed', 'false');
    const outline = map.lastElementChild!;
    expect(outline.getAttribute('d')).toBe(map.querySelector('[data-state="AR"]')!.getAttribute('d'));
  });

  it('shows a state’s figure while the pointer is on it', async () => {
    const { map, user } = await renderMap({ onSelectState: () => undefined });
    await user.hover(map.querySelector('[data-state="AK"]')!);
    expect(screen.getByText('Alaska: 5,802 organizations', { selector: 'div' })).toBeInTheDocument();
    await user.hover(map.querySelector('[data-state="TX"]')!);
    expect(screen.getByText('Texas: no data')).toBeInTheDocument();
  });

  it('offers no buttons when nothing can be selected, but still labels each state with a value', async () => {
    const { map } = await renderMap();
    expect(within(map).queryAllByRole('button')).toHaveLength(0);
    expect(within(map).getAllByRole('img').map((state) => state.getAttribute('aria-label'))).toHaveLength(4);
    expect(within(map).getByRole('img', { name: 'Vermont: 6,535 organizations' })).toBeInTheDocument();
  });

  it('shades by value, or fills every state with a value in one colour', async () => {
    const scale = await renderMap();
    const fill = (code: string) => getComputedStyle(scale.map.querySelector(`[data-state="${code}"]`)!).fill;
    expect(fill('AR')).toBe('#304659');
    expect(fill('AK')).not.toBe(fill('AR'));
    expect(fill('TX')).toBe(theme.colors.white);
    scale.unmount();

    const highlight = await renderMap({ mode: 'highlight' });
    const highlighted = (code: string) => getComputedStyle(highlight.map.querySelector(`[data-state="${code}"]`)!).fill;
    expect(highlighted('AK')).toBe(highlighted('AR'));
    expect(highlighted('TX')).not.toBe(highlighted('AR'));
  });

  it('shows the legend it is given, and the scale legend names its shades', async () => {
    await renderMap({ legend: <UsMapScaleLegend label="Legend" values={values} formatBound={formatCount} /> });
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0',
      'Up to 647',
      '647 to 2,590',
      '2,590 to 5,827',
      '5,827 to 10,360',
      '10,360 to 16,187',
      'No data',
    ]);
  });

  it('greys out the states the source does not cover, labels them with the reason, and the legend says so', async () => {
    const uncovered = { states: ['CA', 'TX'], reason: 'IRS file not imported' };
    const { map, user } = await renderMap({
      uncovered,
      legend: <UsMapScaleLegend label="Legend" values={values} formatBound={formatCount} uncovered={uncovered} />,
    });
    const california = within(map).getByRole('img', { name: 'California: no data (IRS file not imported)' });
    expect(california).toHaveAttribute('data-no-data', 'true');
    expect(california.querySelector('title')).toHaveTextContent('California: no data (IRS file not imported)');
    expect(getComputedStyle(california).fill).toMatch(/^url\(#us-map-no-data-/);
    // A state neither valued nor listed as uncovered stays empty, as before.
    expect(map.querySelector('[data-state="NY"]')).toHaveAttribute('aria-hidden', 'true');
    expect(map.querySelector('pattern')).not.toBeNull();
    await user.hover(map.querySelector('[data-state="TX"]')!);
    expect(screen.getByText('Texas: no data (IRS file not imported)', { selector: 'div' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').at(-1)).toHaveTextContent('No data: IRS file not imported');
  });

  it('has no hatch nor legend entry when every state is covered', async () => {
    const { map } = await renderMap({ legend: <UsMapScaleLegend label="Legend" values={values} formatBound={formatCount} uncovered={null} /> });
    expect(map.querySelector('pattern')).toBeNull();
    expect(screen.queryByText(/No data:/)).toBeNull();
  });
});
