import { describe, expect, it } from 'vitest';
import { shiftToAvoid } from '../hooks/use-avoid-overlap';
import { boxFromDrag, exportSize, exportType, INITIAL_FRAME, isUsableBox, moveFrame, toPixels, type Box } from '../lib/redaction';

function expectBox(actual: Box | null, expected: Box): void {
  expect(actual).not.toBeNull();
  for (const key of ['x', 'y', 'w', 'h'] as const) expect(actual?.[key]).toBeCloseTo(expected[key], 10);
}

describe('blacking out areas of a screenshot', () => {
  it('a drag in any direction spans the same box, kept inside the image', () => {
    expectBox(boxFromDrag({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.5 }), { x: 0.2, y: 0.3, w: 0.4, h: 0.2 });
    expectBox(boxFromDrag({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.3 }), { x: 0.2, y: 0.3, w: 0.4, h: 0.2 });
    expectBox(boxFromDrag({ x: -0.5, y: 0.9 }, { x: 0.5, y: 1.7 }), { x: 0, y: 0.9, w: 0.5, h: 0.1 });
  });

  it('a tap is not a box', () => {
    expect(isUsableBox(boxFromDrag({ x: 0.5, y: 0.5 }, { x: 0.505, y: 0.6 }))).toBe(false);
    expect(isUsableBox(boxFromDrag({ x: 0.5, y: 0.5 }, { x: 0.52, y: 0.52 }))).toBe(true);
  });

  it('arrow keys move the keyboard frame, Shift resizes it, and it never leaves the image', () => {
    expectBox(moveFrame(INITIAL_FRAME, 'ArrowRight', false), { ...INITIAL_FRAME, x: 0.425 });
    expectBox(moveFrame(INITIAL_FRAME, 'ArrowDown', true), { ...INITIAL_FRAME, h: 0.3 });
    let frame = INITIAL_FRAME;
    for (let i = 0; i < 40; i += 1) frame = moveFrame(frame, 'ArrowLeft', false) ?? frame;
    expect(frame.x).toBe(0);
    for (let i = 0; i < 40; i += 1) frame = moveFrame(frame, 'ArrowRight', true) ?? frame;
    expect(frame.x + frame.w).toBeLessThanOrEqual(1);
    for (let i = 0; i < 40; i += 1) frame = moveFrame(frame, 'ArrowUp', true) ?? frame;
    expect(frame.h).toBeCloseTo(0.05);
    expect(moveFrame(INITIAL_FRAME, 'a', false)).toBeNull();
  });

  it('boxes become pixels rounded outwards, so no sliver of the covered area is left', () => {
    expect(toPixels({ x: 0.101, y: 0.2, w: 0.3, h: 0.25 }, 1000, 333)).toEqual({ x: 101, y: 66, w: 300, h: 84 });
  });

  it('large images are scaled down to 4096 px on their longest side, smaller ones kept', () => {
    expect(exportSize(8192, 4096)).toEqual({ width: 4096, height: 2048 });
    expect(exportSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it('keeps JPEG and WebP, and turns PNG and GIF into PNG', () => {
    expect([exportType('image/jpeg'), exportType('image/webp'), exportType('image/png'), exportType('image/gif')]).toEqual([
      'image/jpeg',
      'image/webp',
      'image/png',
      'image/png',
    ]);
  });
});

describe('keeping the widget clear of the crisis link and the accessibility button', () => {
  const widget = { top: 700, bottom: 750, left: 300, right: 390 };
  it('stays in its corner when nothing is in the way', () => {
    expect(shiftToAvoid(widget, [{ top: 700, bottom: 750, left: 10, right: 120 }], 'up')).toBe(0);
  });
  it('moves up above a control it would cover, with a gap', () => {
    expect(shiftToAvoid(widget, [{ top: 690, bottom: 750, left: 200, right: 320 }], 'up')).toBe(750 - 690 + 8);
  });
  it('moves down below a header link it would cover', () => {
    const top = { top: 16, bottom: 66, left: 300, right: 390 };
    expect(shiftToAvoid(top, [{ top: 10, bottom: 54, left: 250, right: 360 }], 'down')).toBe(54 - 16 + 8);
  });
  it('clears controls stacked one above the other', () => {
    const stacked = [
      { top: 700, bottom: 750, left: 300, right: 390 },
      { top: 640, bottom: 690, left: 300, right: 390 },
    ];
    const shift = shiftToAvoid(widget, stacked, 'up');
    expect(widget.bottom - shift).toBeLessThanOrEqual(640 - 8);
  });
});
