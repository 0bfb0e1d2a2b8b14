import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { ScrollStrip, scrollEdges } from './ScrollStrip';

/** jsdom lays nothing out: give the strip the sizes a narrow screen would. */
function size(element: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  element.scrollLeft = scrollLeft;
}

describe('scrollEdges', () => {
  it('tells which edges hide content', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: false });
  });
});

describe('ScrollStrip', () => {
  it('with a label it is a named region in the tab order (content with nothing to focus)', () => {
    renderWithTheme(
      <ScrollStrip label="Cookies we use">
        <table>
          <tbody>
            <tr>
              <td>cell</td>
            </tr>
          </tbody>
        </table>
      </ScrollStrip>,
    );
    expect(screen.getByRole('region', { name: 'Cookies we use' })).toHaveAttribute('tabindex', '0');
  });

  it('without a label it adds no tab stop (its buttons are focusable)', () => {
    renderWithTheme(
      <ScrollStrip>
        <button type="button">One</button>
      </ScrollStrip>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One' }).parentElement).not.toHaveAttribute('tabindex');
  });

  it('marks the edges with more content as it scrolls, for the fades', () => {
    renderWithTheme(
      <ScrollStrip label="Strip">
        <div>wide content</div>
      </ScrollStrip>,
    );
    const viewport = screen.getByRole('region', { name: 'Strip' });
    const frame = viewport.parentElement as HTMLElement;
    size(viewport, { scrollWidth: 600, clientWidth: 300, scrollLeft: 0 });
    fireEvent.scroll(viewport);
    expect(frame).toHaveAttribute('data-scroll-end', 'true');
    expect(frame).not.toHaveAttribute('data-scroll-start');
    size(viewport, { scrollWidth: 600, clientWidth: 300, scrollLeft: 300 });
    fireEvent.scroll(viewport);
    expect(frame).toHaveAttribute('data-scroll-start', 'true');
    expect(frame).not.toHaveAttribute('data-scroll-end');
  });
});
