import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { resolveTheme } from '../theme/tokens';

const Frame = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
`;

const Viewport = styled.div<{ $snap: boolean }>`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  -webkit-overflow-scrolling: touch;
  ${({ $snap }) =>
    $snap &&
    css`
      scroll-snap-type: x proximity;
      scroll-padding-inline: 24px;
      & > * > * {
        scroll-snap-align: start;
      }
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

/** The fade over an edge with more content behind it: the strip shows it scrolls. */
const Fade = styled.span<{ $edge: 'start' | 'end'; $shown: boolean; $fade: FadeColor }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $edge }) => ($edge === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  width: 40px;
  pointer-events: none;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 0.15s ease;
  background: linear-gradient(
    to ${({ $edge }) => ($edge === 'start' ? 'right' : 'left')},
    ${({ $fade, theme }) => resolveTheme(theme).colors[$fade]},
    transparent
  );
`;

/** A background colour of the theme. */
export type FadeColor = 'bg' | 'surface' | 'surfaceAlt';

interface Edges {
  start: boolean;
  end: boolean;
}

/** Whether content hides past either edge of an element that scrolls sideways (1 px of slack for rounding). */
export function scrollEdges(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Edges {
  const left = Math.abs(element.scrollLeft);
  return { start: left > 1, end: left + element.clientWidth < element.scrollWidth - 1 };
}

export interface ScrollStripProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children: ReactNode;
  /**
   * The strip's accessible name. Give it when the content has nothing to focus (a table): the strip becomes
   * a named region in the tab order, so a keyboard scrolls it with the arrow keys. Leave it out when the
   * content is focusable (buttons, links): focusing them scrolls the strip.
   */
  label?: string;
  /** Snap to the children of the strip's child (chips, cards) as it scrolls. */
  snap?: boolean;
  /** The theme colour the fades blend into: the background behind the strip (default `bg`, the page's). */
  fade?: FadeColor;
}

/**
 * A horizontally scrolling strip that shows it scrolls: a fade over each edge with more content behind it,
 * so the next item shows partly, optional scroll snapping, and keyboard access (see `label`).
 */
export function ScrollStrip({ children, label, snap = false, fade = 'bg', className, style, ...rest }: ScrollStripProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const next = scrollEdges(element);
    setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return (
    <Frame className={className} style={style} data-scroll-start={edges.start || undefined} data-scroll-end={edges.end || undefined}>
      <Viewport
        ref={viewport}
        $snap={snap}
        {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        {...rest}
      >
        {children}
      </Viewport>
      <Fade aria-hidden="true" $edge="start" $shown={edges.start} $fade={fade} />
      <Fade aria-hidden="true" $edge="end" $shown={edges.end} $fade={fade} />
    </Frame>
  );
}
