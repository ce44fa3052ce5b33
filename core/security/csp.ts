/**
 * The page Content-Security-Policy's sources, from the public build settings.
 * Astro writes the policy into every page (`security.csp` in
 * astro.config.mjs → src/integrations/csp.ts) with hashes for every script
 * and style it emits and for our inline scripts (src/inline-scripts); this
 * module adds the directives and the third-party origins, and only those of
 * the services that are configured: the ad network when PUBLIC_AD_CLIENT is
 * set, Firebase when its web config (or the Auth emulator) is. Directives a
 * <meta> policy cannot carry (frame-ancestors) are HTTP headers
 * (server/security-headers.ts). docs/site.md#security-headers.
 */
import { authEmulatorHost, firebaseWebConfigFrom, type FirebasePublicEnv } from '../firebase-config';

/** The ad network's loader (src/islands/ads/network.ts). */
export const AD_NETWORK_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Where the ad network's script loads code, frames and beacons from (Google AdSense). */
export const AD_NETWORK_ORIGINS = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googletagservices.com',
    'https://fundingchoicesmessages.google.com',
    'https://*.adtrafficquality.google',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://csi.gstatic.com'],
};

/** Firebase Auth's REST endpoints and the helper script its popup/redirect sign-in loads. */
export const FIREBASE_ORIGINS = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

export interface CspEnv extends FirebasePublicEnv {
  PUBLIC_AD_CLIENT?: string;
}

export interface PageCsp {
  /** Every directive but script-src and style-src (Astro writes those, with its hashes). */
  directives: string[];
  /** script-src sources besides the hashes. */
  scriptSources: string[];
  /** style-src sources besides the hashes. */
  styleSources: string[];
  /** style-src-attr sources: style="" attributes (progress bars, icon sizes) are allowed; <style> elements need a hash. */
  styleAttributeSources: string[];
}

const unique = (list: string[]) => [...new Set(list)];

export function pageCsp(env: CspEnv): PageCsp {
  const ads = Boolean(env.PUBLIC_AD_CLIENT?.trim());
  const firebase = firebaseWebConfigFrom(env);
  const emulator = authEmulatorHost(env);
  const script = ["'self'", ...(ads ? AD_NETWORK_ORIGINS.script : []), ...(firebase ? FIREBASE_ORIGINS.script : [])];
  const connect = ["'self'", ...(ads ? AD_NETWORK_ORIGINS.connect : [])];
  const frame = ["'self'", ...(ads ? AD_NETWORK_ORIGINS.frame : [])];
  if (firebase) {
    if (emulator) {
      // The emulator serves the REST endpoints and the auth helper iframe.
      connect.push(`http://${emulator}`);
      frame.push(`http://${emulator}`);
    } else {
      connect.push(...FIREBASE_ORIGINS.connect);
      frame.push(`https://${firebase.authDomain}`);
    }
  }
  return {
    directives: [
      "default-src 'self'",
      // Article images may come from any https host (the sanitizer allows them); uploads are same-site or Vercel Blob.
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src ${unique(connect).join(' ')}`,
      `frame-src ${unique(frame).join(' ')}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "manifest-src 'self'",
    ],
    // Pagefind's search runs WebAssembly.
    scriptSources: unique([...script, "'wasm-unsafe-eval'"]),
    // The ad network's script adds <style> elements of its own, which no hash can know.
    styleSources: ads ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    styleAttributeSources: ["'unsafe-inline'"],
  };
}
