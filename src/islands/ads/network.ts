/**
 * Ad-network slot of the home feed (after every 5th article). The slot is
 * server-rendered with its space reserved (AdNetworkSlot.astro, min-height,
 * hidden when no client is configured), so filling it never shifts layout.
 * The network script is added once, async, only when PUBLIC_AD_CLIENT is
 * configured (the slot carries data-ad-client); it never blocks rendering.
 * On failure (script blocked or erroring) the slot is hidden: nothing shows.
 */
import { AD_NETWORK_SCRIPT as SCRIPT_BASE } from '#core/security/csp.ts';

let scriptPromise: Promise<void> | null = null;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export function loadNetworkScript(client: string, doc: Document = document): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${SCRIPT_BASE}?client=${encodeURIComponent(client)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('ad network script failed'));
    };
    doc.head.append(script);
  });
  return scriptPromise;
}

/** Hides a slot: on failure the slot shows nothing. */
export function hideSlot(slot: HTMLElement): void {
  slot.hidden = true;
  slot.dataset.adState = 'failed';
}

export function mount(slot: HTMLElement): void {
  const client = slot.dataset.adClient;
  if (!client) return hideSlot(slot);
  const ins = document.createElement('ins');
  ins.className = 'adsbygoogle';
  ins.style.display = 'block';
  ins.style.width = '100%';
  ins.style.height = '100%';
  ins.dataset.adClient = client;
  if (slot.dataset.adSlot) ins.dataset.adSlot = slot.dataset.adSlot;
  ins.dataset.adFormat = slot.dataset.adFormat || 'fluid';
  slot.append(ins);
  loadNetworkScript(client).then(
    () => {
      try {
        (window.adsbygoogle = window.adsbygoogle || []).push({});
        slot.dataset.adState = 'requested';
      } catch {
        hideSlot(slot);
      }
    },
    () => hideSlot(slot),
  );
}
