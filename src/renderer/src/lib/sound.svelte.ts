/**
 * Table sounds, synthesized with Web Audio (nothing downloaded, no files): a card landing, a chip, the
 * dice in the bowl, a win and a loss. Volume (0–100) and mute are settings (`settings.volume`,
 * `settings.muted`), changed at the table or in Settings. The audio context starts on the first sound
 * after a user gesture (browsers allow no sound before one); anywhere audio is unavailable, nothing plays.
 */
let volume = $state(60)
let muted = $state(false)
let ctx: AudioContext | null = null

export function setSound(nextVolume: number, nextMuted: boolean): void {
  volume = nextVolume
  muted = nextMuted
}

export function soundOn(): boolean {
  return !muted && volume > 0
}

function audio(): AudioContext | null {
  if (!soundOn() || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null
  try {
    ctx ??= new window.AudioContext()
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
    return ctx
  } catch {
    return null
  }
}

/** A gain node at the set volume, shaped by an envelope: attack to `peak`, exponential decay over `length` s. */
function envelope(a: AudioContext, at: number, length: number, peak = 1): GainNode {
  const g = a.createGain()
  const level = Math.max(0.0001, peak * (volume / 100) * 0.5)
  g.gain.setValueAtTime(0.0001, at)
  g.gain.exponentialRampToValueAtTime(level, at + 0.005)
  g.gain.exponentialRampToValueAtTime(0.0001, at + length)
  g.connect(a.destination)
  return g
}

/** A burst of filtered noise: a card's flick, a die's knock. */
function noise(a: AudioContext, at: number, length: number, freq: number, q: number, peak: number): void {
  const buffer = a.createBuffer(1, Math.max(1, Math.floor(a.sampleRate * length)), a.sampleRate)
  const data = buffer.getChannelData(0)
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1
  const src = a.createBufferSource()
  src.buffer = buffer
  const filter = a.createBiquadFilter()
  filter.type = 'bandpass'
  filter.frequency.value = freq
  filter.Q.value = q
  src.connect(filter)
  filter.connect(envelope(a, at, length, peak))
  src.start(at)
  src.stop(at + length)
}

function tone(a: AudioContext, at: number, length: number, freq: number, type: OscillatorType, peak: number): void {
  const osc = a.createOscillator()
  osc.type = type
  osc.frequency.setValueAtTime(freq, at)
  osc.connect(envelope(a, at, length, peak))
  osc.start(at)
  osc.stop(at + length)
}

export type Sound = 'card' | 'chip' | 'dice' | 'win' | 'lose'

export function play(sound: Sound): void {
  const a = audio()
  if (!a) return
  const now = a.currentTime + 0.01
  switch (sound) {
    case 'card':
      noise(a, now, 0.07, 3200, 0.8, 0.9)
      break
    case 'chip':
      tone(a, now, 0.05, 2300, 'triangle', 0.5)
      tone(a, now + 0.035, 0.06, 3100, 'triangle', 0.35)
      break
    case 'dice':
      for (let i = 0; i < 7; i++)
        noise(a, now + i * 0.06 + Math.random() * 0.02, 0.05, 900 + Math.random() * 600, 2, 0.8)
      break
    case 'win':
      ;[523.25, 659.25, 783.99].forEach((f, i) => tone(a, now + i * 0.1, 0.22, f, 'triangle', 0.5))
      break
    case 'lose':
      tone(a, now, 0.25, 311.13, 'sawtooth', 0.18)
      tone(a, now + 0.18, 0.35, 233.08, 'sawtooth', 0.18)
      break
  }
}
