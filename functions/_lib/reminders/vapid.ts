/**
 * The VAPID key pair the reminders are signed with (RFC 8292). From the server's environment (VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY, VAPID_SUBJECT) when set; on `npm start` without them, a pair generated once and kept in
 * DATA_DIR/vapid-keys.json (readable by this user only), so subscriptions survive restarts. A hosted site without the
 * variables has no keys: the function then answers 503 and the device says reminders are not offered here. Only the
 * public key ever leaves the server (GET /vapid-public-key); the private key is never in the app's bundle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Env } from '../backend.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service can contact about this sender. */
  subject: string;
}

export const VAPID_FILE = 'vapid-keys.json';
const DEFAULT_SUBJECT = 'mailto:reminders@better-minds.invalid';
const KEY = /^[A-Za-z0-9_-]+$/;

function subjectOf(env: Env): string {
  const subject = env.VAPID_SUBJECT?.trim();
  if (!subject) return DEFAULT_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must start with mailto: or https://');
  return subject;
}

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  if (!value || typeof value !== 'object') return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return typeof publicKey === 'string' && KEY.test(publicKey) && typeof privateKey === 'string' && KEY.test(privateKey);
}

/** The keys, or null when this host has none (no variables and no DATA_DIR to keep a generated pair in). */
export function resolveVapidKeys(env: Env, dataDir: string | undefined): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey || !KEY.test(publicKey) || !KEY.test(privateKey)) {
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, from `npx web-push generate-vapid-keys`)');
    }
    return { publicKey, privateKey, subject: subjectOf(env) };
  }
  if (!dataDir) return null;
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isKeyPair(stored)) throw new Error(`${file} is not a VAPID key pair; delete it to make a new one`);
    return { ...stored, subject: subjectOf(env) };
  }
  const made = webPush.generateVAPIDKeys();
  // 'wx': two processes starting together never overwrite each other's pair; the loser reads the winner's.
  try {
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveVapidKeys(env, dataDir);
    throw error;
  }
  return { ...made, subject: subjectOf(env) };
}
