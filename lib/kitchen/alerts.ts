/**
 * What tells the kitchen a new order came (docs/adr/0045): a chime made with Web Audio (no file
 * to fetch; browsers let it sound only after a tap on the page), a vibration where there is one,
 * and the screen kept awake (Screen Wake Lock, asked again each time the page is shown).
 */

/** A context made on the first tap; null where the browser has no Web Audio. */
export function unlockAudio(): AudioContext | null {
  const Context = window.AudioContext;
  if (!Context) return null;
  const context = new Context();
  void context.resume().catch(() => {});
  return context;
}

/** Two rising notes, a third of a second each: audible over a kitchen's noise, not alarming. */
export function chime(context: AudioContext): void {
  const start = context.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.3;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}

export function vibrate(): void {
  navigator.vibrate?.([200, 100, 200]);
}

/** Keeps the screen on while the page is shown; returns the release. */
export function keepAwake(): () => void {
  let sentinel: WakeLockSentinel | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    if (sentinel && !sentinel.released) return;
    sentinel = await navigator.wakeLock.request('screen').catch(() => null);
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    void sentinel?.release().catch(() => {});
  };
}
