import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeeper } from './beeper';

class FakeAudioContext {
  static created: FakeAudioContext[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = {};
  oscillators: { frequency: { value: number }; start: ReturnType<typeof vi.fn> }[] = [];
  constructor() {
    FakeAudioContext.created.push(this);
  }
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = vi.fn(async () => undefined);
  createOscillator() {
    const oscillator = { type: '', frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeAudioContext.created = [];
});

describe('createBeeper', () => {
  it('does nothing, without throwing, where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', undefined);
    const beeper = createBeeper();
    expect(() => {
      beeper.unlock();
      beeper.beep();
      beeper.close();
    }).not.toThrow();
  });

  it('plays two tones on one context, resuming it when the browser suspended it', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const beeper = createBeeper();
    beeper.beep();
    beeper.beep();
    expect(FakeAudioContext.created).toHaveLength(1);
    const context = FakeAudioContext.created[0];
    expect(context?.resume).toHaveBeenCalled();
    expect(context?.oscillators.map((o) => o.frequency.value)).toEqual([880, 1175, 880, 1175]);
    beeper.close();
    expect(context?.close).toHaveBeenCalled();
  });

  it('swallows an audio error', () => {
    vi.stubGlobal(
      'AudioContext',
      class extends FakeAudioContext {
        override createOscillator(): never {
          throw new Error('bloqué');
        }
      },
    );
    expect(() => createBeeper().beep()).not.toThrow();
  });
});
