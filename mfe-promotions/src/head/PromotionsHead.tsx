import { PageHead, registerNamespace, useTranslation } from '@storefront/platform';
import en from './locales/en.json';
import km from './locales/km.json';

const PROMOTIONS_HEAD_NS = registerNamespace('promotionsHead', { en, km });

type Page = 'promotion' | 'loyalty' | 'affiliate' | 'wheel';

/** The head of a programme page: its title and description in the reader's language. */
export function PromotionsHead({ page }: { page: Page }) {
  const { t } = useTranslation(PROMOTIONS_HEAD_NS);
  return <PageHead title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
