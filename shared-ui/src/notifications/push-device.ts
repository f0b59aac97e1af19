/**
 * This browser's Web Push subscription (issue 14): the service worker the shell serves at its
 * origin's root (`shell/public/sw.js`) receives the API's pushes and shows them. Everything
 * here goes through the standard Push API, so it needs a secure origin (https or localhost).
 */
import { PUSH_WORKER_URL } from '../config/constants';
import { i18n } from '../i18n/i18n';
import { common } from '../i18n/locales/fr';

export type PushDeviceState =
  /** No Push API here (old browser, insecure origin, or a remote's standalone page under MSW). */
  | 'unsupported'
  /** The user blocked notifications for this site: only the browser's settings can undo it. */
  | 'denied'
  | 'subscribed'
  | 'unsubscribed';

/** Why subscribing did not happen: `reason`, and its sentence in the page's language. */
export class PushDeviceError extends Error {
  constructor(readonly reason: 'denied' | 'unsupported') {
    super(i18n.t(`common:notifications.${reason}`));
  }
}

/** The French sentences of `denied` and `unsupported` (the screens say them in the page's language). */
export const PUSH_DEVICE_MESSAGES = {
  denied: common.notifications.denied,
  unsupported: common.notifications.unsupported,
} as const;

function pushAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Our worker's registration, if this origin has one. A remote's standalone page is controlled by
 * MSW's worker at the same scope: registering ours there would replace it, so push is off there.
 */
async function ourRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!registration || !worker) return undefined;
  return new URL(worker.scriptURL).pathname === PUSH_WORKER_URL ? registration : undefined;
}

async function foreignWorkerInControl(): Promise<boolean> {
  const controller = navigator.serviceWorker.controller;
  return controller !== null && new URL(controller.scriptURL).pathname !== PUSH_WORKER_URL;
}

/** Where this browser stands. */
export async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushAvailable() || (await foreignWorkerInControl())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await ourRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'subscribed' : 'unsubscribed';
}

/** The VAPID key is base64url text; `applicationServerKey` takes its bytes everywhere. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the user (the browser's prompt), registers the worker and subscribes with the server's
 * key; answers what the API stores (`POST /push/subscriptions`).
 */
export async function subscribePushDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushAvailable() || (await foreignWorkerInControl())) throw new PushDeviceError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError('denied');
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  // Subscribing needs an active worker; `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint (for `DELETE /push/subscriptions`), or null if there was none. */
export async function unsubscribePushDevice(): Promise<string | null> {
  if (!pushAvailable()) return null;
  const subscription = await (await ourRegistration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
