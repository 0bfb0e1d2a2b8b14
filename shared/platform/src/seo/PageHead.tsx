import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canonicalPath, localePath, splitLocalePath, type Locale } from '@storefront/contracts';
import { useLocale } from '../locale/use-locale';
import { selectConfig } from '../store/config-slice';
import { useAppSelector } from '../store/store';
import { breadcrumbLd, jsonLdText, type JsonLd } from './structured-data';

export interface PageHeadProps {
  /** The page's own title, in the reader's language ("Generic domains"); the site's name is added. */
  title: string;
  description?: string;
  /** The pages above this one, top first, each with its title and locale-less path; this page is added last. */
  trail?: readonly { title: string; path: string }[];
  /** The page's structured data (Organization, Product…); a BreadcrumbList is added from `trail`. */
  structuredData?: readonly JsonLd[];
  /** A page that is not to be indexed (a search, an error). */
  noIndex?: boolean;
}

/** Khmer texts carry word joiners (U+2060) for line breaking on the page; a title or a snippet has no lines to break. */
const plain = (text: string) => text.replace(/\u2060/g, '');

/**
 * The head of a page: title, description, canonical URL, alternates in both languages (and x-default),
 * structured data. React puts the tags in the document's head, in the browser and in the server's HTML alike.
 */
export function PageHead({ title, description, trail, structuredData = [], noIndex = false }: PageHeadProps) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const location = useLocation();
  const site = useAppSelector(selectConfig)?.siteUrl ?? '';
  const path = canonicalPath(splitLocalePath(location.pathname).path);
  const url = (to: string, lang: Locale = locale) => `${site}${localePath(to, lang)}`;
  const data = trail?.length ? [...structuredData, breadcrumbLd([...trail.map((crumb) => ({ name: plain(crumb.title), url: url(crumb.path) })), { name: plain(title), url: url(path) }])] : structuredData;
  return (
    <>
      <title>{plain(t('site.pageTitle', { page: title }))}</title>
      {description && <meta name="description" content={plain(description)} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(path)} />
      <link rel="alternate" hrefLang="en" href={url(path, 'en')} />
      <link rel="alternate" hrefLang="km" href={url(path, 'km')} />
      <link rel="alternate" hrefLang="x-default" href={url(path, 'en')} />
      {data.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.length === 1 ? data[0]! : data) }} />}
    </>
  );
}
