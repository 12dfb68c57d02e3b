// @vitest-environment happy-dom
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { SignaturePadBox, dataUrlToBlob, type SignaturePadHandle } from './signature-pad';

// happy-dom has no 2d canvas: the pad is replaced by a recorder of strokes
const pads: FakePad[] = [];
class FakePad {
  penColor: string;
  backgroundColor: string;
  strokes: unknown[] = [];
  listeners = new Map<string, () => void>();
  constructor(_canvas: HTMLCanvasElement, opts: { penColor: string; backgroundColor: string }) {
    this.penColor = opts.penColor;
    this.backgroundColor = opts.backgroundColor;
    pads.push(this);
  }
  addEventListener(name: string, fn: () => void) {
    this.listeners.set(name, fn);
  }
  removeEventListener(name: string) {
    this.listeners.delete(name);
  }
  off() {}
  clear() {
    this.strokes = [];
  }
  isEmpty() {
    return this.strokes.length === 0;
  }
  toData() {
    return [...this.strokes];
  }
  fromData(strokes: unknown[]) {
    this.strokes = strokes;
  }
  toDataURL(type: string) {
    return `data:${type};base64,${btoa('\x89PNG')}`;
  }
  /** a stroke drawn by the user */
  draw(colour = this.penColor) {
    this.strokes.push({ penColor: colour });
    this.listeners.get('endStroke')?.();
  }
}
vi.mock('signature_pad', () => ({
  default: function Pad(c: HTMLCanvasElement, o: { penColor: string; backgroundColor: string }) {
    return new FakePad(c, o);
  },
}));

beforeEach(() => {
  pads.length = 0;
});
afterEach(cleanup);

describe('SignaturePadBox', () => {
  it('draws on a transparent background, undoes the last stroke, clears, and tells whether it is empty', async () => {
    const ref = createRef<SignaturePadHandle>();
    const onChange = vi.fn();
    render(<SignaturePadBox ref={ref} onChange={onChange} />);
    const pad = pads[0]!;
    expect(pad.backgroundColor).toBe('rgba(0,0,0,0)');
    expect(ref.current!.toPngBlob()).toBeNull();
    act(() => {
      pad.draw();
      pad.draw();
    });
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByTestId('signature-pad-undo'));
    expect(pad.strokes).toHaveLength(1);
    await userEvent.click(screen.getByTestId('signature-pad-clear'));
    expect(pad.strokes).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(ref.current!.isEmpty()).toBe(true);
  });

  it('changes the pen colour and exports a PNG Blob', async () => {
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePadBox ref={ref} />);
    const pad = pads[0]!;
    await userEvent.click(screen.getByTestId('signature-pad-colour-d9001b'));
    expect(pad.penColor).toBe('#d9001b');
    act(() => pad.draw());
    const blob = ref.current!.toPngBlob()!;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())[0]).toBe(0x89);
  });

  it('turns a data URL into its bytes', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('AB')}`);
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('AB');
  });
});
