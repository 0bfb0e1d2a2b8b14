import { Container, ErrorState } from '@storefront/ui';
import { useTranslation } from '@storefront/platform';

/** Shown inside the layout when a remote's files cannot be loaded: the rest of the site keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Container>
      <ErrorState title={t('remoteFailed.title')} description={t('remoteFailed.description')} retryLabel={t('remoteFailed.retry')} onRetry={onRetry} />
    </Container>
  );
}
