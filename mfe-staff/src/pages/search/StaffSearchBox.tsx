import { useState } from 'react';
import { useLocale, useNavigate, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Stack, TextField } from '@storefront/ui';
import { SEARCH_NS } from './search.words';

/** The console's one search box, above every page: it opens /staff/search?q= (issue 32 item 3). */
export function StaffSearchBox() {
  const { t } = useTranslation(SEARCH_NS);
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  return (
    <form
      role="search"
      aria-label={t('label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) navigate(`${to('/staff/search')}?${new URLSearchParams({ q: text.trim() }).toString()}`);
      }}
    >
      <Stack direction="row" gap={8} align="end">
        <TextField label={t('label')} hideLabel type="search" placeholder={t('placeholder')} value={text} onChange={(event) => setText(event.target.value)} maxLength={254} />
        <Button type="submit" variant="secondary" aria-label={t('label')}>
          {t('button')}
        </Button>
      </Stack>
    </form>
  );
}
