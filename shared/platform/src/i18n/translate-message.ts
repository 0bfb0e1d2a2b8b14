import type { TFunction } from 'i18next';
import { i18n } from './i18n';

interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}

/** Compiled `{name}` templates of a language's messages, rebuilt when its bundle changes. */
const compiled = new Map<string, { bundle: Record<string, string>; templates: Template[] }>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(language: string): Template[] {
  const bundle = (i18n.getResourceBundle(language, 'messages') ?? {}) as Record<string, string>;
  const cached = compiled.get(language);
  if (cached && cached.bundle === bundle) return cached.templates;
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(bundle)) {
    if (!/\{\w+\}/.test(key) || typeof text !== 'string') continue;
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`), names, text });
  }
  compiled.set(language, { bundle, templates });
  return templates;
}

/**
 * A message with its values filled in ("Domain a.com is already registered") translated through its template
 * ("Domain {name} is already registered"): the values are carried over into the translation.
 */
function fromTemplate(language: string, message: string): string | null {
  for (const template of templatesOf(language)) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return template.text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return null;
}

/**
 * The api and the shared rules speak the spec's English messages (§5, §8). The UI shows them in the
 * reader's language: a code with its own text and numbers (LOGIN_FAILED, ACCOUNT_LOCKED) is translated by
 * code; any other message through the `messages` namespace, whose keys are the English messages
 * themselves (English needs no entries: the message is its own fallback). A key may be a template with
 * `{name}` placeholders: "Domain {name} is already registered" translates "Domain a.com is already registered".
 */
export function translateMessage(t: TFunction, message: string): string {
  const translated = t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
  if (translated !== message) return translated;
  const language = (t as unknown as { lng?: string | null }).lng || i18n.language;
  if (!language || language === 'en') return message;
  return fromTemplate(language, message) ?? message;
}

export function translateError(t: TFunction, error: { code?: string; message: string; details?: Record<string, unknown> }): string {
  if (error.code === 'LOGIN_FAILED' || error.code === 'ACCOUNT_LOCKED') {
    return t(`errors.${error.code}`, { ns: 'common', ...(error.details ?? {}), defaultValue: error.message });
  }
  const reason = error.details?.message;
  if (typeof reason === 'string') return translateMessage(t, reason);
  return translateMessage(t, error.message);
}
