import { hash, verify } from '@node-rs/argon2';
import type { Message } from '@parking/domain';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** At least 8 characters with letters and digits; at most 64. */
export function passwordProblem(password: string): Message | null {
  if (password.length < 8 || password.length > 64) {
    return { zh: '密码长度必须为 8 到 64 位', en: 'password must be 8 to 64 characters long' };
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return { zh: '密码必须同时包含字母和数字', en: 'password must contain both letters and digits' };
  }
  return null;
}

export function randomPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (s: string) => s[Math.floor(Math.random() * s.length)];
  let out = '';
  for (let i = 0; i < 8; i++) out += pick(letters);
  for (let i = 0; i < 4; i++) out += pick(digits);
  return out;
}
