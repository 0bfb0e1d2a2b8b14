import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Alert, Button, Modal, ProgressBar, Stack, Text } from '@storefront/ui';
import { useAddDomain } from '../../cart';
import { useErrorText } from '../../../shared/error-text';
import { ADD_ALL_IDLE, addAllReducer, addOneByOne, type AddAllItem } from '../add-all/add-all';
import { DOMAINS_NS } from '../../../i18n/register';

const Failures = styled.ul`
  margin: 8px 0 0;
  padding-inline-start: 18px;
  li + li {
    margin-top: 4px;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Current = styled.p`
  min-height: 24px;
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * "Add all to cart": adds the names one by one (silently: the shell's cart-added modal would otherwise pop up
 * for each), with a real progress bar — n of N and the name being added — then lists what failed and leads to
 * the cart.
 */
export function AddAllDialog({ items, onClose }: { items: readonly AddAllItem[]; onClose: () => void }) {
  const { t } = useTranslation(DOMAINS_NS);
  const addDomain = useAddDomain();
  const errorText = useErrorText();
  const [state, dispatch] = useReducer(addAllReducer, ADD_ALL_IDLE);
  const stop = useRef(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per dialog: the list is what was shown when the customer clicked.
    if (started.current) return;
    started.current = true;
    void addOneByOne(
      items,
      async (item) => {
        const outcome = await addDomain({ action: 'register', domain: item.domain, years: item.years }, { silent: true });
        return outcome.ok ? { ok: true } : { ok: false, message: errorText(outcome.error, t('errors.addFailed')) };
      },
      dispatch,
      () => stop.current,
    );
  }, [items, addDomain, errorText, t]);

  const running = state.status === 'running' || state.status === 'stopping' || state.status === 'idle';
  const total = state.total || items.length;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('addAll.title')}
      closeLabel={t('addAll.closeDialog')}
      dismissible={!running}
      size="md"
      footer={
        running ? (
          <Button
            variant="secondary"
            disabled={state.status === 'stopping'}
            onClick={() => {
              stop.current = true;
              dispatch({ type: 'stopRequested' });
            }}
          >
            {state.status === 'stopping' ? t('addAll.stopping') : t('addAll.stop')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('addAll.close')}
            </Button>
            {state.added.length > 0 && (
              <Button as={LocaleLink} to="/checkout-basket" onClick={onClose}>
                {t('addAll.goToCart')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap={14}>
        <ProgressBar
          label={t('addAll.progressLabel')}
          showLabel
          value={state.done}
          max={total}
          valueText={t('addAll.progress', { done: state.done, total })}
          tone={!running && state.failed.length > 0 ? 'warning' : running ? 'brand' : 'success'}
          height={10}
        />
        <div role="status" aria-live="polite">
          {running ? (
            <Current>{state.current ? t('addAll.adding', { domain: state.current }) : t('addAll.starting')}</Current>
          ) : (
            <Text weight="semibold">{state.stopped ? t('addAll.stopped', { added: state.added.length, total }) : t('addAll.done', { added: state.added.length, total })}</Text>
          )}
        </div>
        {state.failed.length > 0 && (
          <Alert tone="warning" role="group" aria-label={t('addAll.failedTitle')} title={t('addAll.failedTitle')}>
            <Failures>
              {state.failed.map((failure) => (
                <li key={failure.domain}>
                  <strong>{failure.domain}</strong>: {failure.message}
                </li>
              ))}
            </Failures>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
