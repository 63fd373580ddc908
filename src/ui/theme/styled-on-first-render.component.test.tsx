// @vitest-environment happy-dom
// styledOnFirstRender: stitches' definition waits for the first render and happens once; what it
// renders is what stitches renders (classes, variants, composition, `as`, refs, `css`).
import { createStitches } from '@stitches/react';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { styledOnFirstRender } from './styled-on-first-render';

// A stitches instance of the test's own, so the class names compared are only these components'.
const stitches = createStitches({ prefix: 'lazy-test' });

function counting() {
  const calls: unknown[][] = [];
  const define = ((...args: Parameters<typeof stitches.styled>) => {
    calls.push(args);
    return stitches.styled(...args);
  }) as typeof stitches.styled;
  return { calls, styled: styledOnFirstRender(define) };
}

describe('styledOnFirstRender', () => {
  it('defines nothing until the component renders, then once however often it renders', () => {
    const { calls, styled } = counting();
    const Box = styled('div', { color: 'red' });
    expect(calls).toHaveLength(0);
    render(
      <>
        <Box data-testid="one" />
        <Box data-testid="two" />
      </>,
    );
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('one').className).toBe(screen.getByTestId('two').className);
  });

  it('renders the classes, variants, `as` and `css` that stitches itself renders', () => {
    const { styled } = counting();
    const style = { padding: 4, variants: { tone: { up: { color: 'green' } } } } as const;
    const Lazy = styled('span', style);
    const Eager = stitches.styled('span', style);
    render(
      <>
        <Lazy data-testid="lazy" tone="up" as="em" css={{ margin: 2 }} />
        <Eager data-testid="eager" tone="up" as="em" css={{ margin: 2 }} />
      </>,
    );
    const lazy = screen.getByTestId('lazy');
    expect(lazy.tagName).toBe('EM');
    expect(lazy.className).toBe(screen.getByTestId('eager').className);
    expect(lazy.className.split(' ')).toHaveLength(3);
  });

  it('composes: a component styled from a lazy one carries both definitions', () => {
    const { calls, styled } = counting();
    const Base = styled('button', { border: 0 });
    const Primary = styled(Base, { background: 'blue' });
    expect(calls).toHaveLength(0);
    render(<Primary data-testid="primary">Go</Primary>);
    // The base is defined for the composition; its classes come first, as stitches orders them.
    expect(calls).toHaveLength(2);
    const classes = screen.getByTestId('primary').className.split(' ');
    expect(classes).toHaveLength(2);
    expect(classes[0]).toBe(Base.className);
    expect(screen.getByTestId('primary').tagName).toBe('BUTTON');
  });

  it('hands a ref to the element and answers className, selector and toString', () => {
    const { styled } = counting();
    const Field = styled('input', { width: '100%' });
    const ref = createRef<HTMLInputElement>();
    render(<Field ref={ref} data-testid="field" />);
    expect(ref.current).toBe(screen.getByTestId('field'));
    expect(Field.className).toMatch(/^lazy-test-c-/);
    expect(Field.selector).toBe(`.${Field.className}`);
    expect(String(Field)).toBe(Field.selector);
  });
});
