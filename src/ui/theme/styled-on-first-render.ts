// `styled()` that defines its stitches component when it first renders, not when its module runs.
//
// Why: stitches' `styled()` hashes the whole style object and walks its variants at the call
// (measured: ~60 ms of the entry's module evaluation at 4× CPU for ~700 definitions, one long task
// before the first screen can render, docs/performance.md "The first render in slices"). A
// screen renders a few dozen of them; the rest wait until a screen that uses them renders.
//
// The component keeps stitches' own render (a forwardRef render without hooks), called from a
// plain function component: no extra fibre per styled element. Composition (`styled(Other, …)`)
// resolves the lazy argument first, so variants and class order stay stitches'.
import type { ComponentType, ReactNode } from 'react';

const DEFINE = Symbol('styled on first render');

interface StitchesComponent {
  render: (props: object, ref: unknown) => ReactNode;
  className: string;
  selector: string;
}

type Lazy = ComponentType<object> & { [DEFINE]: () => StitchesComponent };

/** What stitches' components answer besides rendering, each asked of the definition. */
const LAZY_STYLED: object = Object.create(Function.prototype, {
  className: {
    get(this: Lazy) {
      return this[DEFINE]().className;
    },
  },
  selector: {
    get(this: Lazy) {
      return this[DEFINE]().selector;
    },
  },
  toString: {
    value(this: Lazy) {
      return this[DEFINE]().selector;
    },
  },
});

export function styledOnFirstRender<Styled extends (...args: never[]) => unknown>(
  define: Styled,
): Styled {
  return ((...args: unknown[]) => {
    let real: StitchesComponent | undefined;
    const defined = (): StitchesComponent =>
      (real ??= (define as unknown as (...a: unknown[]) => StitchesComponent)(
        ...args.map((arg) => (isLazy(arg) ? arg[DEFINE]() : arg)),
      ));
    // React 19 hands `ref` to function components as a prop; stitches' render sets it again.
    const Styled = ((props: { ref?: unknown }) => defined().render(props, props.ref)) as Lazy;
    // Two plain assignments and a shared prototype: ~700 definitions run at the app's start.
    Object.setPrototypeOf(Styled, LAZY_STYLED);
    Styled[DEFINE] = defined;
    Styled.displayName = `Styled.${nameOf(args[0])}`;
    return Styled;
  }) as unknown as Styled;
}

function nameOf(type: unknown): string {
  if (typeof type === 'string') return type;
  const named = type as { displayName?: string; name?: string } | null;
  return named?.displayName ?? named?.name ?? 'Component';
}

function isLazy(value: unknown): value is Lazy {
  return typeof value === 'function' && DEFINE in value;
}
