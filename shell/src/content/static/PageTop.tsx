import { LocaleLink, PageHead, type JsonLd } from '@storefront/platform';
import { Breadcrumbs, PageHeader } from '@storefront/ui';

export interface PageTopProps {
  title: string;
  subtitle: string;
  /** The home page's name in the trail ("Home"). */
  home: string;
  /** The breadcrumb navigation's name. */
  breadcrumbLabel: string;
  structuredData?: readonly JsonLd[];
}

/**
 * The head (title, description, BreadcrumbList from home) and the visible top (breadcrumbs, h1, subtitle) of a
 * company page that carries its own texts: the two say the same.
 */
export function PageTop({ title, subtitle, home, breadcrumbLabel, structuredData }: PageTopProps) {
  return (
    <>
      <PageHead title={title} description={subtitle} trail={[{ title: home, path: '/' }]} structuredData={structuredData} />
      <PageHeader
        breadcrumbs={
          <Breadcrumbs label={breadcrumbLabel}>
            <LocaleLink to="/">{home}</LocaleLink>
            <span>{title}</span>
          </Breadcrumbs>
        }
        title={title}
        subtitle={subtitle}
      />
    </>
  );
}
