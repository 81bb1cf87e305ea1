/**
 * The wheel's geometry. Segment i spans [i·s, (i+1)·s) degrees clockwise from the top, s = 360/n.
 * Rotating the wheel by R shows the wheel's angle a at (a + R) mod 360 under the pointer at the top,
 * so landing on segment i's centre needs R ≡ −(i + ½)·s (mod 360).
 */

/** The rotation, after `turns` full turns from `current`, that stops segment `index` under the pointer. */
export function landingRotation(current: number, index: number, count: number, turns = 6): number {
  const segment = 360 / count;
  const target = (((-(index + 0.5) * segment) % 360) + 360) % 360;
  const from = ((current % 360) + 360) % 360;
  const forward = (target - from + 360) % 360;
  return current + turns * 360 + forward;
}

/** Which segment sits under the pointer at rotation `rotation`. */
export function segmentAt(rotation: number, count: number): number {
  const segment = 360 / count;
  const underPointer = ((((-rotation % 360) + 360) % 360) + 360) % 360;
  return Math.floor(underPointer / segment) % count;
}

/** An SVG path of segment `index` of a wheel of radius r centred on (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  if (count === 1) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.01} 0 Z`;
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(r + r * Math.cos(radians)).toFixed(3)} ${(r + r * Math.sin(radians)).toFixed(3)}`;
  };
  const segment = 360 / count;
  const large = segment > 180 ? 1 : 0;
  return `M ${r} ${r} L ${point(index * segment)} A ${r} ${r} 0 ${large} 1 ${point((index + 1) * segment)} Z`;
}
