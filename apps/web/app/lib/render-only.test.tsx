import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forRenderOnly, RenderOnlyProvider, useRenderOnly } from './render-only.tsx';

function Shows({ fromLoader }: { fromLoader: string | null }) {
  return <p>{useRenderOnly('k', fromLoader) ?? 'nothing'}</p>;
}

describe('render-only data', () => {
  it('a document request keeps the value for the server’s render and sends null in its place', () => {
    const renderOnly = new Map<string, unknown>();
    expect(forRenderOnly({ renderOnly }, 'k', 'tables')).toBeNull();
    expect(renderOnly.get('k')).toBe('tables');
    expect(
      renderToStaticMarkup(
        <RenderOnlyProvider value={renderOnly}>
          <Shows fromLoader={null} />
        </RenderOnlyProvider>,
      ),
    ).toBe('<p>tables</p>');
  });

  it('a data request gets the value itself, and the browser renders what the loader sent', () => {
    expect(forRenderOnly({}, 'k', 'tables')).toBe('tables');
    expect(renderToStaticMarkup(<Shows fromLoader="tables" />)).toBe('<p>tables</p>');
    // the browser's first load: nothing sent, nothing kept (the static part keeps its HTML)
    expect(renderToStaticMarkup(<Shows fromLoader={null} />)).toBe('<p>nothing</p>');
  });
});
