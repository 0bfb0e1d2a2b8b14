import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { contractPagePath, formatDate, textSha256, type ContractSummary } from '@storefront/contracts';
import { bus, LocaleLink, registerNamespace, selectUser, toAuthFailure, translateError, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Checkbox, Modal, Stack, Text } from '@storefront/ui';
import en from './locales/contracts.en.json';
import km from './locales/contracts.km.json';
import {
  useAcceptAutoSignMutation,
  useGetAwsAccountContractQuery,
  useGetManualInvoiceContractQuery,
  useGetServiceContractQuery,
  useGetSummaryContractQuery,
  useListUnsignedContractsQuery,
  useSignContractMutation,
} from './contracts-api';
import { useOpensUninterrupted } from './use-uninterrupted';

registerNamespace('contractsPopup', { en, km });

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
`;

const ContractTextBox = styled.div`
  max-height: 260px;
  overflow: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

/** The contract's text at its §7 path (by kind), read once `wanted` (the customer opened it); cached under 'Contract'. */
function useContractText(contract: ContractSummary, wanted: boolean) {
  const byId = { params: { id: contract.id } };
  const byQuery = { query: { id: contract.id } };
  const reads = {
    'aws-account': useGetAwsAccountContractQuery(byId, { skip: !wanted || contract.kind !== 'aws-account' }),
    'manual-invoice': useGetManualInvoiceContractQuery(byId, { skip: !wanted || contract.kind !== 'manual-invoice' }),
    service: useGetServiceContractQuery(byQuery, { skip: !wanted || contract.kind !== 'service' }),
    summary: useGetSummaryContractQuery(byQuery, { skip: !wanted || contract.kind !== 'summary' }),
  };
  return reads[contract.kind];
}

/** Session storage key: the popup closed with Later stays closed until the next sign-in. */
const laterKey = (userId: string) => `storefront.contracts-later:${userId}`;
const session = () => (typeof window === 'undefined' ? null : window.sessionStorage);
/** Whether Later was said in this session (no storage: never, so the popup may show again on the next page). */
function laterSaid(userId: string): boolean {
  try {
    return !!session()?.getItem(laterKey(userId));
  } catch {
    return false;
  }
}

function PendingContract({ contract, onSigned }: { contract: ContractSummary; onSigned: () => void }) {
  const { t } = useTranslation('contractsPopup');
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const text = useContractText(contract, wanted);
  const detail = text.data ?? null;
  const [signContract] = useSignContractMutation();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signFailure, setFailure] = useState<string | null>(null);
  const failure = signFailure ?? (text.isError ? t('loadFailed') : null);
  const [signed, setSigned] = useState(false);
  const textId = `contract-text-${contract.id}`;

  const toggle = () => {
    setOpen((value) => !value);
    // Opened again after its text failed to load: asked again.
    if (wanted && text.isError) void text.refetch();
    setWanted(true);
  };

  const sign = async () => {
    setTried(true);
    setFailure(null);
    if (!agreed || !detail) return;
    setBusy(true);
    try {
      const sha256 = (await textSha256(detail.body)) ?? detail.sha256;
      await signContract({ params: { id: contract.id }, body: { sha256 } }).unwrap();
      setSigned(true);
      onSigned();
    } catch (error) {
      setFailure(translateError(t, toAuthFailure(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <Stack gap={8}>
        <Stack direction="row" justify="between" gap={8} wrap>
          <Stack gap={2}>
            <strong style={{ overflowWrap: 'anywhere' }}>{contract.title}</strong>
            <Text variant="small">
              {contract.number} · {formatDate(contract.createdAt, locale)}
            </Text>
          </Stack>
          {signed ? (
            <Badge tone="success">{t('signed')}</Badge>
          ) : (
            <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={textId} onClick={toggle}>
              {open ? t('hide') : t('read')}
            </Button>
          )}
        </Stack>
        {open && !signed && (
          <Stack gap={10} id={textId}>
            {detail && (
              <ContractTextBox tabIndex={0} role="region" aria-label={t('textLabel', { number: contract.number })}>
                {detail.body}
              </ContractTextBox>
            )}
            {failure && <Alert tone="danger">{failure}</Alert>}
            {detail && (
              <>
                <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} required label={t('agree')} error={tried && !agreed ? t('agreeRequired') : undefined} />
                <Stack direction="row" gap={8} wrap>
                  <Button size="sm" loading={busy} onClick={() => void sign()}>
                    {t('sign', { number: contract.number })}
                  </Button>
                  <Button size="sm" variant="ghost" as={LocaleLink} to={contractPagePath(contract)}>
                    {t('openPage')}
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </li>
  );
}

/**
 * The pending-contracts popup (spec §2): after sign-in, the contracts waiting for the customer's signature (GET
 * /api/user/contracts/unsigned), each to read and sign here, and the choice to have future orders' contracts signed
 * automatically (PATCH /api/users/auto-sign/accept). Later closes it until the next sign-in.
 */
export function PendingContractsPopup({
  onBusyChange,
  uninterrupted = true,
}: {
  onBusyChange?: (busy: boolean) => void;
  /** False once the customer works on the page (the shell's useUninterrupted): it then waits for the next page. */
  uninterrupted?: boolean;
} = {}) {
  const { t } = useTranslation('contractsPopup');
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? null;
  const [left, setLeft] = useState(0);
  const [auto, setAuto] = useState<'off' | 'busy' | 'on'>('off');
  const [acceptAutoSign] = useAcceptAutoSignMutation();
  // Busy while it asks for contracts or shows them: the shell's other sign-in popup (reminders) waits its turn.
  const busyChange = useRef(onBusyChange);
  useEffect(() => {
    busyChange.current = onBusyChange;
  });

  // Closed by this customer on this page; Later is remembered for the session (until the next sign-in).
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const later = userId !== null && laterSaid(userId);
  const skip = !userId || closedFor === userId || later;
  const list = useListUnsignedContractsQuery(undefined, { skip });
  // The list as first answered for this customer: signing one here makes 'Contract' stale and the list is read
  // again (for the account's pages), but the popup keeps showing the signed one with its badge until closed.
  const [shown, setShown] = useState<{ userId: string; items: ContractSummary[] } | null>(null);
  const items = !skip && shown?.userId === userId ? shown.items : null;
  const { data, isError } = list;

  useEffect(() => {
    if (!userId || closedFor === userId) return;
    if (later) busyChange.current?.(false);
    else if (shown?.userId === userId) return;
    else if (data) {
      setShown({ userId, items: data.items });
      setLeft(data.items.length);
      busyChange.current?.(data.items.length > 0);
    } else busyChange.current?.(!isError);
  }, [userId, closedFor, later, shown, data, isError]);

  // Signed in again: Later holds only until then.
  useEffect(
    () =>
      bus.subscribe('auth/loggedIn', (payload) => {
        try {
          session()?.removeItem(laterKey(payload.userId));
        } catch {
          // nothing to forget
        }
      }),
    [],
  );

  const open = useOpensUninterrupted(!!user && !!items && items.length > 0, uninterrupted);

  if (!user || !items || !open) return null;
  const close = () => {
    if (left > 0) {
      try {
        session()?.setItem(laterKey(user.id), '1');
      } catch {
        // Private mode: the popup may show again on the next page.
      }
    }
    setClosedFor(user.id);
    busyChange.current?.(false);
  };
  const acceptAuto = async () => {
    setAuto('busy');
    try {
      await acceptAutoSign().unwrap();
      setAuto('on');
    } catch {
      setAuto('off');
    }
  };

  return (
    <Modal
      open
      onClose={close}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      footer={
        <Button variant={left === 0 ? 'primary' : 'secondary'} onClick={close}>
          {left === 0 ? t('done') : t('later')}
        </Button>
      }
    >
      <Stack gap={16}>
        {left === 0 && <Alert tone="success">{t('allSigned')}</Alert>}
        <List>
          {items.map((contract) => (
            <PendingContract key={contract.id} contract={contract} onSigned={() => setLeft((count) => count - 1)} />
          ))}
        </List>
        {auto === 'on' ? (
          <Text variant="small">{t('autoOn')}</Text>
        ) : (
          <Checkbox checked={false} disabled={auto === 'busy'} onChange={(event) => event.target.checked && void acceptAuto()} label={t('auto')} />
        )}
      </Stack>
    </Modal>
  );
}
