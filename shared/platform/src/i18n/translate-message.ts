import type { TFunction } from 'i18next';

/**
 * The api and the shared rules speak the spec's English messages (§5, §8). The UI shows them in the
 * reader's language: a code with its own text and numbers (LOGIN_FAILED, ACCOUNT_LOCKED) is translated by
 * code; any other message through the `messages` namespace, whose keys are the English messages
 * themselves (English needs no entries: the message is its own fallback).
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

export function translateError(t: TFunction, error: { code?: string; message: string; details?: Record<string, unknown> }): string {
  if (error.code === 'LOGIN_FAILED' || error.code === 'ACCOUNT_LOCKED') {
    return t(`errors.${error.code}`, { ns: 'common', ...(error.details ?? {}), defaultValue: error.message });
  }
  const reason = error.details?.message;
  if (typeof reason === 'string') return translateMessage(t, reason);
  return translateMessage(t, error.message);
}
