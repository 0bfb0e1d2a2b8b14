import { Fragment } from 'react';
import { useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import './register';

const MARK = '\u0000';

/**
 * The text Google requires when the version 3 badge is hidden: "This site is protected by reCAPTCHA and
 * the Google Privacy Policy and Terms of Service apply.", with both links, in the reader's language.
 */
export function CaptchaNotice() {
  const { t } = useTranslation('captcha');
  const links: Record<string, { href: string; text: string }> = {
    privacy: { href: 'https://policies.google.com/privacy', text: t('privacy') },
    terms: { href: 'https://policies.google.com/terms', text: t('terms') },
  };
  const parts = t('notice', { privacy: `${MARK}privacy${MARK}`, terms: `${MARK}terms${MARK}` }).split(MARK);
  return (
    <Text variant="caption" data-testid="captcha-notice">
      {parts.map((part, index) => {
        const link = index % 2 === 1 ? links[part] : undefined;
        return link ? (
          <a key={part} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.text}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </Text>
  );
}
