// @vitest-environment happy-dom
// The small SVG chart scales its points to its box (the first point at the left, the last at the
// right, the highest at the top), draws a level line through the middle rather than along the
// floor, keeps the baseline inside the box, and hides itself from screen readers (the card says
// the figures in words).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChartPoint, LineChart } from './LineChart';

afterEach(cleanup);

/** The polyline's points as numbers: [[x, y], …]. */
function drawn(container: HTMLElement, tone = 'main'): number[][] {
  const points = container.querySelector(`polyline.${tone}`)?.getAttribute('points') ?? '';
  return points.split(' ').map((pair) => pair.split(',').map(Number));
}

describe('LineChart', () => {
  it('spans the box: earliest left, latest right, highest at the top', () => {
    const points: ChartPoint[] = [
      [1_000, 50],
      [2_000, 150],
      [3_000, 100],
    ];
    const { container } = render(<LineChart lines={[{ tone: 'main', points }]} height={100} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 320 100');
    expect(drawn(container)).toEqual([
      [6, 94],
      [160, 6],
      [314, 50],
    ]);
  });

  it('draws a level line through the middle, and a baseline inside the box', () => {
    const flat: ChartPoint[] = [
      [0, 10_000_000],
      [60, 10_000_000],
    ];
    const { container } = render(
      <LineChart lines={[{ tone: 'main', points: flat }]} baseline={10_000_000} height={100} />,
    );
    expect(drawn(container).map(([, y]) => y)).toEqual([50, 50]);
    expect(container.querySelector('line.baseline')?.getAttribute('y1')).toBe('50');

    const below = render(
      <LineChart
        lines={[
          {
            tone: 'main',
            points: [
              [0, 10],
              [1, 20],
            ],
          },
        ]}
        baseline={0}
        height={100}
      />,
    );
    expect(below.container.querySelectorAll('line.baseline')[0]?.getAttribute('y1')).toBe('94');
  });

  it('scales two lines together, the compare line under the main one', () => {
    const { container } = render(
      <LineChart
        lines={[
          {
            tone: 'compare',
            points: [
              [0, 0],
              [10, 100],
            ],
          },
          {
            tone: 'main',
            points: [
              [0, 0],
              [10, 50],
            ],
          },
        ]}
        height={100}
      />,
    );
    const order = [...container.querySelectorAll('polyline')].map((line) =>
      line.getAttribute('class'),
    );
    expect(order).toEqual(['compare', 'main']);
    expect(drawn(container, 'compare').at(-1)).toEqual([314, 6]);
    expect(drawn(container, 'main').at(-1)).toEqual([314, 50]);
  });

  it('draws nothing without points', () => {
    const { container } = render(<LineChart lines={[{ tone: 'main', points: [] }]} height={100} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
