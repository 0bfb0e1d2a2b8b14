import { useTranslation } from 'react-i18next';
import { Container, ErrorState } from '@storefront/ui';

/** Shown inside the layout when a remote's files cannot be loaded: the rest of the site keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Container>
      <ErrorState title={t('remoteFailed.title')} description={t('remoteFailed.description')} retryLabel={t('remoteFailed.retry')} onRetry={onRetry} />
    </Container>
  );
}
