import type { DomainSearchResponse } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Heading, Skeleton, Stack, Text } from '@storefront/ui';
import { useSearchDomainsQuery } from '../../../shared/domains-api';
import { searchArgs, type SearchDomainsArgs } from '../search-args';
import { useErrorText } from '../../../shared/error-text';
import { ResultList } from './ResultList';
import { DOMAINS_NS } from '../../../i18n/register';

interface PageProps {
  args: SearchDomainsArgs;
  page: number;
  /** The first page comes with the search itself. */
  first?: DomainSearchResponse;
  last: boolean;
  onMore: () => void;
}

/** One page of suggestions; the last one shown offers "Show more" while the api has more. */
function SuggestionPage({ args, page, first, last, onMore }: PageProps) {
  const { t } = useTranslation(DOMAINS_NS);
  const errorText = useErrorText();
  const query = useSearchDomainsQuery(searchArgs(args, page), { skip: page === 1 });
  const data = page === 1 ? first : query.data;
  if (!data) {
    if (query.isError) {
      return (
        <Stack gap={8} align="start">
          <Text role="alert">{errorText(query.error)}</Text>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap={12} aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  return (
    <>
      {data.suggestions.length > 0 && <ResultList results={data.suggestions} label={t('suggestions.pageLabel', { page })} />}
      {last && data.hasMore && (
        <div>
          <Button variant="secondary" onClick={onMore}>
            {t('suggestions.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Spec §2 suggested results: the first keyword under other popular TLDs, a page at a time. */
export function Suggestions({ args, first, pages, onPagesChange }: { args: SearchDomainsArgs; first: DomainSearchResponse; pages: number; onPagesChange: (pages: number) => void }) {
  const { t } = useTranslation(DOMAINS_NS);
  if (first.suggestions.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-title">
      <Stack gap={16}>
        <Stack gap={4}>
          <Heading level={3} as="h2" id="suggestions-title">
            {t('suggestions.title')}
          </Heading>
          <Text variant="muted">{t('suggestions.description')}</Text>
        </Stack>
        {Array.from({ length: pages }, (_, index) => (
          <SuggestionPage key={index + 1} args={args} page={index + 1} first={first} last={index + 1 === pages} onMore={() => onPagesChange(pages + 1)} />
        ))}
      </Stack>
    </section>
  );
}
