import { useEffect, useMemo } from 'react';
import { HOSTING_PAGES } from '@storefront/contracts';
import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, PageHeader, Section, Skeleton } from '@storefront/ui';
import { fromParams, toParams, type HostingConfigState } from '../features/configure/configure-state';
import { useEditedItem } from '../features/configure/use-edited-item';
import { WordpressWizard } from '../features/wordpress/WordpressWizard';
import { firstIncompleteBefore, stepOf, type WizardStep } from '../features/wordpress/wizard-steps';
import { HOSTING_NS } from '../i18n/register';

/**
 * /hosting/wordpress/configure: the WordPress configurator's steps, the step and every choice in the URL (?step=…),
 * so Back returns to the step before and a reload stays where it was. A URL at a step whose earlier steps are not
 * complete opens the first incomplete one. With ?item=<key> it edits that plan of the cart (the basket's "Edit"),
 * opening at the review, and saves it back.
 */
export function WordpressConfigurePage() {
  const { t } = useTranslation(HOSTING_NS);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => fromParams('wordpress-hosting', params), [params]);
  const step = stepOf(params.get('step'));
  const { editing, waiting, extra } = useEditedItem('wordpress-hosting', params, setParams, { step: 'REVIEW' });
  const incomplete = waiting ? null : firstIncompleteBefore(step, state);
  useEffect(() => {
    if (incomplete) setParams(toParams(state, { ...extra, step: incomplete }), { replace: true });
  }, [incomplete, state, setParams, extra]);
  const change = (patch: Partial<HostingConfigState>) => setParams(toParams({ ...state, ...patch }, { ...extra, step }), { replace: true });
  const go = (next: WizardStep) => setParams(toParams(state, { ...extra, step: next }));
  return (
    <>
      <Container>
        <PageHeader
          title={editing ? t('configure.editTitle', { product: t('pages.wordpress.title') }) : t('wordpress.title')}
          subtitle={t('wordpress.subtitle')}
          actions={
            <Button as={LocaleLink} to={HOSTING_PAGES['wordpress-hosting']} variant="ghost">
              {t('configure.allPlans')}
            </Button>
          }
        />
      </Container>
      <Section>
        <Container>
          {waiting ? <Skeleton height={480} /> : <WordpressWizard step={incomplete ?? step} state={state} onChange={change} onStep={go} editing={editing} />}
        </Container>
      </Section>
    </>
  );
}
