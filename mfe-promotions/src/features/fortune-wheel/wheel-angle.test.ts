import { rotationFor, segmentAt, SPIN_TURNS } from './wheel-angle';

describe('rotationFor', () => {
  it('brings every segment under the pointer, turning forward at least SPIN_TURNS times from where it stopped', () => {
    for (const count of [2, 5, 6, 12]) {
      let from = 0;
      for (let index = 0; index < count; index++) {
        const to = rotationFor(index, count, from);
        expect(segmentAt(to, count)).toBe(index);
        expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        from = to;
      }
    }
  });

  it('stops in the middle of the segment, never on a border', () => {
    const to = rotationFor(0, 4, 0);
    // segment 0 spans 0..90 degrees clockwise from the top: its middle (45) under the pointer is a rotation of 315
    expect(to % 360).toBe(315);
  });
});
