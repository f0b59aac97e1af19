type AudioContextConstructor = new () => AudioContext;

export interface Beeper {
  /** Browsers start audio suspended until a user gesture: call this from one. */
  unlock: () => void;
  /** Two short tones; silently does nothing where Web Audio is missing or blocked. */
  beep: () => void;
  close: () => void;
}

function audioConstructor(): AudioContextConstructor | null {
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** The kitchen's new-order chime, built on Web Audio (no sound file to load). */
export function createBeeper(): Beeper {
  let context: AudioContext | null = null;

  const ensure = (): AudioContext | null => {
    if (context) return context;
    const Constructor = audioConstructor();
    if (!Constructor) return null;
    try {
      context = new Constructor();
    } catch {
      return null;
    }
    return context;
  };

  const resume = (ctx: AudioContext) => {
    if (ctx.state === 'suspended') ctx.resume().catch(() => undefined);
  };

  const tone = (ctx: AudioContext, frequency: number, start: number) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.3);
  };

  return {
    unlock() {
      const ctx = ensure();
      if (ctx) resume(ctx);
    },
    beep() {
      try {
        const ctx = ensure();
        if (!ctx) return;
        resume(ctx);
        tone(ctx, 880, ctx.currentTime);
        tone(ctx, 1175, ctx.currentTime + 0.3);
      } catch {
        // A missing sound must never break the kitchen screen.
      }
    },
    close() {
      context?.close().catch(() => undefined);
      context = null;
    },
  };
}
