// A small drawing of the car from above (front at the top) with the side to photograph marked by a thick
// bar and an arrow pointing at it from where the customer stands. An image with a text alternative; the
// colours are the design tokens' (the mark has 3:1 against the page, WCAG 1.4.11).
import type { Side } from './draft.ts';

/** The mark and the arrow of each side in the 100 × 160 drawing. */
const marks: Record<Side, { bar: [number, number, number, number]; arrow: string }> = {
  front: { bar: [28, 14, 72, 14], arrow: 'M50 2 L44 -6 M50 2 L56 -6' },
  rear: { bar: [28, 146, 72, 146], arrow: 'M50 158 L44 166 M50 158 L56 166' },
  right: { bar: [86, 40, 86, 120], arrow: 'M98 80 L106 74 M98 80 L106 86' },
  left: { bar: [14, 40, 14, 120], arrow: 'M2 80 L-6 74 M2 80 L-6 86' },
};

export function SideDrawing({ side, label }: { side: Side; label: string }) {
  const { bar, arrow } = marks[side];
  return (
    <svg
      className="check-out__drawing"
      viewBox="-10 -10 120 180"
      role="img"
      aria-label={label}
      data-side={side}
    >
      {/* Body, windscreen and rear window, wheels. */}
      <rect x="20" y="10" width="60" height="140" rx="18" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M28 50 Q50 40 72 50 L68 64 Q50 58 32 64 Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M30 118 Q50 124 70 118 L72 130 Q50 138 28 130 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      {[
        [14, 30],
        [80, 30],
        [14, 108],
        [80, 108],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="6" height="22" rx="2" fill="currentColor" />
      ))}
      <line
        x1={bar[0]}
        y1={bar[1]}
        x2={bar[2]}
        y2={bar[3]}
        stroke="var(--color-accent-strong, #b3261e)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path
        d={`${side === 'front' ? 'M50 -8 L50 2' : side === 'rear' ? 'M50 168 L50 158' : side === 'right' ? 'M108 80 L98 80' : 'M-8 80 L2 80'} ${arrow}`}
        fill="none"
        stroke="var(--color-accent-strong, #b3261e)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
