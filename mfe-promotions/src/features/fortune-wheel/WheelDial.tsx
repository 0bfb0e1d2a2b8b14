import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { WheelPrize } from '@storefront/contracts';
import { useMediaQuery } from '@storefront/ui';
import { SPIN_MS } from './wheel-angle';

const Frame = styled.div`
  position: relative;
  width: min(100%, 420px);
  aspect-ratio: 1;
  margin-inline: auto;
`;

const Pointer = styled.div`
  position: absolute;
  top: -6px;
  left: 50%;
  transform: translateX(-50%);
  width: 0;
  height: 0;
  border-left: 14px solid transparent;
  border-right: 14px solid transparent;
  border-top: 26px solid #111827;
  z-index: 1;
`;

const Disc = styled.svg<{ $ms: number }>`
  width: 100%;
  height: 100%;
  transition: transform ${({ $ms }) => $ms}ms cubic-bezier(0.17, 0.67, 0.12, 0.99);
`;

/** The point on the circle of radius r at `degrees` clockwise from the top. */
const at = (degrees: number, r: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [50 + r * Math.cos(radians), 50 + r * Math.sin(radians)] as const;
};

/**
 * The wheel: one segment a prize (its colour and label), turned to `rotation` degrees. The turn is a CSS
 * transition (none when the reader prefers reduced motion); `onSettled` fires when it stops.
 */
export function WheelDial({ prizes, rotation, onSettled, label }: { prizes: WheelPrize[]; rotation: number; onSettled: () => void; label: string }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ms = reduced ? 0 : SPIN_MS;
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (rotation === 0) return undefined;
    // transitionend does not fire without a transition (reduced motion) nor in a hidden tab: a timer settles it.
    const timer = window.setTimeout(() => settled.current(), ms + 50);
    return () => window.clearTimeout(timer);
  }, [rotation, ms]);

  const segment = 360 / Math.max(prizes.length, 1);
  return (
    <Frame role="img" aria-label={label}>
      <Pointer aria-hidden="true" />
      <Disc viewBox="0 0 100 100" $ms={ms} style={{ transform: `rotate(${rotation}deg)` }} aria-hidden="true">
        <circle cx="50" cy="50" r="49.5" fill="#111827" />
        {prizes.map((prize, index) => {
          const [x1, y1] = at(index * segment, 48);
          const [x2, y2] = at((index + 1) * segment, 48);
          const [tx, ty] = at((index + 0.5) * segment, 31);
          const large = segment > 180 ? 1 : 0;
          return (
            <g key={prize.id}>
              <path d={`M50 50 L${x1} ${y1} A48 48 0 ${large} 1 ${x2} ${y2} Z`} fill={prize.color} stroke="#fff" strokeWidth="0.4" />
              <text
                x={tx}
                y={ty}
                fill="#fff"
                fontSize="3.6"
                fontWeight="600"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${(index + 0.5) * segment} ${tx} ${ty})`}
              >
                {prize.label.length > 22 ? `${prize.label.slice(0, 21)}…` : prize.label}
              </text>
            </g>
          );
        })}
        <circle cx="50" cy="50" r="7" fill="#fff" stroke="#111827" strokeWidth="1" />
      </Disc>
    </Frame>
  );
}
