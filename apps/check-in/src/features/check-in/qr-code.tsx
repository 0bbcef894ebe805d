// The pickup code as a QR code (issue 22): the API sends the code's modules as rows of '0'/'1'
// (`qr.rows`), drawn here as one SVG path with the standard quiet zone of 4 modules, black on white
// whatever the page's colours, so a branch's scanner reads it from the phone's screen.

/** The quiet zone around the code, in modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/** The SVG path of the dark modules: one rectangle per run of '1's in a row, shifted by the quiet zone. */
export function qrPath(rows: readonly string[], margin = QUIET_ZONE): string {
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (row[x] !== '1') {
        x++;
        continue;
      }
      let end = x;
      while (row[end] === '1') end++;
      const length = end - x;
      d += `M${x + margin} ${y + margin}h${length}v1h-${length}z`;
      x = end;
    }
  });
  return d;
}

export function QrCode({ rows, size, label }: { rows: readonly string[]; size: number; label: string }) {
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="check-in-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(rows)} fill="#000" />
    </svg>
  );
}
