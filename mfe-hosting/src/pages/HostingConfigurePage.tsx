import { useMemo } from 'react';
import { HOSTING_PAGES, type HostingConfigType } from '@storefront/contracts';
import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, PageHeader, Section, Skeleton } from '@storefront/ui';
import { fromParams, toParams, type HostingConfigState } from '../features/configure/configure-state';
import { HostingConfigurator } from '../features/configure/components/HostingConfigurator';
import { useEditedItem } from '../features/configure/use-edited-item';
import { HOSTING_NS } from '../i18n/register';

interface Props {
  type: Exclude<HostingConfigType, 'wordpress-hosting'>;
  page: 'shared' | 'cloudHosting';
}

/**
 * /hosting/shared/configure and /hosting/cloud/configure: the plan chosen on the plans page, configured; the choices
 * live in the URL. With ?item=<key> it edits that plan of the cart (the basket's "Edit") and saves it back.
 */
export function HostingConfigurePage({ type, page }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => fromParams(type, params), [type, params]);
  const { editing, waiting, extra } = useEditedItem(type, params, setParams);
  const change = (patch: Partial<HostingConfigState>) => setParams(toParams({ ...state, ...patch }, extra), { replace: true });
  return (
    <>
      <Container>
        <PageHeader
          title={t(editing ? 'configure.editTitle' : 'configure.title', { product: t(`pages.${page}.title`) })}
          subtitle={t('configure.subtitle')}
          actions={
            <Button as={LocaleLink} to={HOSTING_PAGES[type]} variant="ghost">
              {t('configure.allPlans')}
            </Button>
          }
        />
      </Container>
      <Section>
        <Container>
          {waiting ? <Skeleton height={480} /> : <HostingConfigurator type={type} state={state} onChange={change} editing={editing} />}
        </Container>
      </Section>
    </>
  );
}
