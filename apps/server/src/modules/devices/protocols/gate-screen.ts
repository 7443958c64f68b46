import { type LedTextLine, ledTextFrame, ledVoiceFrame } from './led-frames';

/** What the gate decided, as the devices at the gate show it. */
export type GateDecision = { open: boolean; screenLines: string[]; voice?: string };

/** How the screen shows the lines: the same for every line, the controller's defaults where unset. */
export type ScreenStyle = Omit<LedTextLine, 'line' | 'text'>;

/** The decision's RS485 frames: one text frame a screen line (line 0 first), then the voice. */
export function decisionFrames(d: GateDecision, style: ScreenStyle = {}): Uint8Array[] {
  const frames = d.screenLines.map((text, line) => ledTextFrame({ ...style, line, text }));
  const voice = d.voice?.trim();
  if (voice) frames.push(ledVoiceFrame({ address: style.address ?? 0, text: voice }));
  return frames;
}
