/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) the shell uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; nonce: string; callback: (response: { credential: string }) => void; use_fedcm_for_prompt?: boolean }): void;
      renderButton(parent: HTMLElement, options: { type: 'standard'; theme: 'outline'; size: 'large'; text: 'continue_with'; width?: number; locale?: string }): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google's sign-in script once, the first time a sign-in dialog offers it. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
