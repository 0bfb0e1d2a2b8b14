import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { Alert, Text } from '@storefront/ui';
import { CaptchaNotice } from './CaptchaNotice';
import type { Captcha } from './use-captcha';
import './register';

/** Google's checkbox is 304 × 78: the space is kept while it loads, so the form does not jump. */
const WidgetSlot = styled.div`
  min-height: 78px;
  display: flex;
  align-items: center;
`;

/**
 * Where a protected form shows its captcha: the "I'm not a robot" checkbox (version 2); the notice Google
 * requires when the version 3 badge is hidden; a message when the script could not be loaded; nothing
 * when the captcha is off or version 3 shows its own badge.
 */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('captcha');
  const slot = useRef<HTMLDivElement>(null);
  const { config, status, renderInto } = captcha;

  useEffect(() => {
    if (status === 'ready' && slot.current) renderInto(slot.current);
  }, [status, renderInto]);

  if (!config) return null;
  if (status === 'failed') return <Alert tone="danger">{t('loadFailed')}</Alert>;
  if (config.version === 3) return config.hideBadge ? <CaptchaNotice /> : null;
  return (
    <WidgetSlot role="group" aria-label={t('label')} aria-busy={status !== 'ready'}>
      <div ref={slot} data-testid="captcha-widget" />
      {status !== 'ready' && <Text variant="muted">{t('loading')}</Text>}
    </WidgetSlot>
  );
}
